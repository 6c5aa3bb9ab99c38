import { useState } from 'react';
import type * as EchartsCore from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { investmentRoutes, technologyRoutes } from '@platform/contracts/analysis/routes';
import { payRoutes } from '@platform/contracts/pay/routes';
import { renderWithApp, stubApi, signedInSession, okReply } from '../../test/renderWithApp';
import { ChainAnalysisSection } from './ChainAnalysisSection';

const session = signedInSession;
const ok = okReply;
const profileHref = (id: string) => `/EntInfo/index?companyid=${id}`;

// jsdom has no canvas: the charts get a stand-in instance; their labels and empty states are real.
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof EchartsCore>()),
  init: () => ({ setOption() {}, resize() {}, dispose() {}, on() {}, off() {} }),
}));

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResize));
afterEach(() => vi.unstubAllGlobals());

const investmentCalls = (calls: { url: string }[]) =>
  calls.filter((c) => Object.values(investmentRoutes).some((r) => c.url.startsWith(r.path)));

describe('chain analysis section', () => {
  it('asks a visitor to sign in and calls nothing', async () => {
    const { fetchMock, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ChainAnalysisSection induChainId="NEV" profileHref={profileHref} />);
    expect(await screen.findByText('登录后查看')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers the purchase without the scene and sends no investment call; the technology tab needs only login', async () => {
    const { fetchMock, calls } = stubApi({
      [payRoutes.permissionCheck.path]: ok('false'),
      [technologyRoutes.technologyMapping.path]: ok({
        tags: ['动力电池'],
        nodes: [{ code: 'NEV0101', name: '锂资源', counts: [3] }],
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(
      <ChainAnalysisSection induChainId="NEV" nodeCode="NEV01" profileHref={profileHref} />,
      session,
    );
    expect(await screen.findByText('该分析需购买“招商引资”服务后查看')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即购买' })).toBeInTheDocument();
    expect(investmentCalls(calls)).toEqual([]);
    const check = calls.find((c) => c.url.startsWith(payRoutes.permissionCheck.path))!;
    expect(check.url).toContain('businessType=4');

    await userEvent.click(screen.getByRole('tab', { name: '技术图谱' }));
    expect(
      await screen.findByRole('img', { name: /^技术领域 × 产业环节（企业数）: 锂资源 动力电池 3/ }),
    ).toBeInTheDocument();
    const mapping = calls.find((c) => c.url.startsWith(technologyRoutes.technologyMapping.path))!;
    expect(mapping.url).toContain('induChainId=NEV');
    expect(mapping.url).toContain('nodeCode=NEV01');
  });

  it('with the scene bought, shows the investment summary and an empty placeholder for empty series', async () => {
    const { fetchMock } = stubApi({
      [payRoutes.permissionCheck.path]: ok('true'),
      [investmentRoutes.linkageData.path]: ok({
        investorCount: 3,
        companyCount: 4,
        eventCount: 5,
        amount: 12000,
        topInvestors: [],
        topNodes: [],
      }),
      [investmentRoutes.investmentProcess.path]: ok({
        rounds: [],
        companyCount: 0,
        eventCount: 0,
        amount: 0,
      }),
      [investmentRoutes.yearFinance.path]: ok({ years: [] }),
      [investmentRoutes.yearRounds.path]: ok({ years: [], rounds: [] }),
      [investmentRoutes.linkageGraph.path]: ok({ nodes: [], links: [] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ChainAnalysisSection induChainId="NEV" profileHref={profileHref} />, session);
    expect(
      await screen.findByText('3 家投资机构 · 4 家企业获投 · 5 起融资 · 合计 12,000 万元'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('暂无数据').length).toBeGreaterThanOrEqual(4));
  });

  it('cancels the investor graph request of a scope left before it answered', async () => {
    const { fetchMock } = stubApi({ [payRoutes.permissionCheck.path]: ok('true') });
    const graphSignals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      if (url.split('?')[0] !== investmentRoutes.linkageGraph.path) return fetchMock(url, init);
      graphSignals.push(init.signal!);
      // Never answers: only an abort ends it.
      return new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    function TwoNodes() {
      const [node, setNode] = useState('NEV01');
      return (
        <>
          <button onClick={() => setNode('NEV02')}>next node</button>
          <ChainAnalysisSection induChainId="NEV" nodeCode={node} profileHref={profileHref} />
        </>
      );
    }
    renderWithApp(<TwoNodes />, session);
    await waitFor(() => expect(graphSignals).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'next node' }));
    await waitFor(() => expect(graphSignals).toHaveLength(2));
    expect(graphSignals[0]!.aborted).toBe(true);
    expect(graphSignals[1]!.aborted).toBe(false);
  });
});
