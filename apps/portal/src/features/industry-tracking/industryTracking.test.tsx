import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  bigdataRoutes,
  industryTrackingRoutes as R,
  type TrackEvent,
  type TrackFollow,
} from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import IndustryTrackingPage from './IndustryTrackingPage';

/** 产业追踪: follows with their badges, statistics, the timeline by cursor, following a chain in a region. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const event = (id: string, over: Partial<TrackEvent> = {}): TrackEvent => ({
  id,
  companyId: 'c1',
  companyName: '甲<b>科技</b>有限公司',
  regionCode: '330106',
  kind: 'capital',
  changedOn: '2026-11-20',
  before: '100万元',
  after: '500万元',
  beforeAmount: 100,
  afterAmount: 500,
  isNew: true,
  ...over,
});
const follow = (id: string, over: Partial<TrackFollow> = {}): TrackFollow => ({
  id,
  chainCode: 'IC',
  chainName: '集成电路',
  nodeCode: null,
  nodeName: null,
  regionCode: null,
  regionName: null,
  regionLevel: null,
  newEvents: 2,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

function setup(path = '/serve/induTracking', session: typeof signedInSession = signedInSession) {
  const stubbed = stubApi({
    [R.follows.path]: okReply({
      follows: [
        follow('5'),
        follow('6', {
          chainCode: null,
          chainName: null,
          regionCode: '330100',
          regionName: '浙江省杭州市',
          regionLevel: 2,
          newEvents: 0,
        }),
      ],
      newEvents: 2,
      max: 20,
    }),
    [R.events.path]: (_init: RequestInit, url: string) =>
      url.includes('cursor=')
        ? okReply({
            records: [
              event('7', {
                isNew: false,
                kind: 'court',
                beforeAmount: null,
                afterAmount: null,
                before: '',
                after: '(2026)浙0106民初1号',
              }),
            ],
            nextCursor: null,
            size: 20,
          })
        : okReply({
            records: [event('9'), event('8', { isNew: false })],
            nextCursor: '2026-11-20.8',
            size: 20,
          }),
    [R.stats.path]: okReply({
      days: 30,
      total: 3,
      byKind: [
        { kind: 'capital', count: 2 },
        { kind: 'court', count: 1 },
      ],
      byNode: [{ code: 'IC01', name: '上游', count: 3 }],
    }),
    [R.chains.path]: okReply([
      { code: 'IC', name: '集成电路', nodes: [{ code: 'IC01', name: '上游', level: 1 }] },
    ]),
    [bigdataRoutes.regionListByLevel.path]: okReply([
      {
        code: '330000',
        name: '浙江省',
        level: 1,
        children: [
          {
            code: '330100',
            name: '杭州市',
            level: 2,
            children: [{ code: '330106', name: '西湖区', level: 3 }],
          },
        ],
      },
    ]),
    [R.follow.path]: okReply(
      follow('10', {
        nodeCode: 'IC01',
        nodeName: '上游',
        regionCode: '330106',
        regionName: '西湖区',
        regionLevel: 3,
        newEvents: 0,
      }),
    ),
    [R.markRead.path]: okReply({ follows: [], newEvents: 0, max: 20 }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderWithApp(<IndustryTrackingPage />, session, path);
  return stubbed;
}

const callsTo = (s: ReturnType<typeof setup>, path: string) =>
  s.calls.filter((c) => c.url.split('?')[0] === path);

describe('IndustryTrackingPage', () => {
  it('shows follows with their badges, the statistics and the timeline; loads more by cursor', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    const list = await screen.findByTestId('track-events');
    const items = await within(list).findAllByTestId('track-event');
    expect(items[0]).toHaveTextContent('新注册资本变更甲<b>科技</b>有限公司2026-11-20100 万元 → 500 万元');
    expect(items[1]!.getAttribute('data-new')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('未读 2 条');
    expect(screen.getByRole('link', { name: /浙江省杭州市/ })).toHaveTextContent('0 条新动态');
    expect(await screen.findByTestId('track-stats')).toHaveTextContent('近 30 天统计 · 共 3 条动态');
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByTestId('track-event')).toHaveLength(3));
    expect(callsTo(stubbed, R.events.path).at(-1)?.url).toContain('cursor=2026-11-20.8');
    await user.selectOptions(screen.getByLabelText('动态类型'), 'court');
    await user.selectOptions(screen.getByLabelText('时间范围'), '30');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(callsTo(stubbed, R.events.path).at(-1)?.url).toContain('kinds=court'));
    expect(callsTo(stubbed, R.events.path).at(-1)?.url).toContain('days=30');
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(callsTo(stubbed, R.markRead.path)).toHaveLength(1));
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('follows a chain node within a county', async () => {
    const stubbed = setup('/serve/induTracking?dialog=1');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(within(dialog).getByLabelText('产业链或环节'), 'IC01');
    await user.selectOptions(within(dialog).getByLabelText('省份'), '330000');
    await user.selectOptions(within(dialog).getByLabelText('城市'), '330100');
    await user.selectOptions(within(dialog).getByLabelText('区县'), '330106');
    const result = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '关注' }));
    await waitFor(() => expect(callsTo(stubbed, R.follow.path)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(stubbed, R.follow.path)[0]!.init.body))).toEqual({
      chainCode: 'IC01',
      regionCode: '330106',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 40_000);

  it('asks visitors to sign in, calling nothing', async () => {
    const stubbed = setup('/serve/induTracking', {});
    expect(await screen.findByRole('button', { name: '登录后关注' })).toBeTruthy();
    expect(callsTo(stubbed, R.follows.path)).toHaveLength(0);
  });

  it('reads in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup();
    await screen.findAllByTestId('track-event');
    await screen.findByTestId('track-stats');
    let text = document.body.textContent ?? '';
    for (const data of [
      '甲<b>科技</b>有限公司',
      '集成电路',
      '浙江省杭州市',
      '上游',
      '浙江省',
      '(2026)浙0106民初1号',
    ])
      text = text.split(data).join('');
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
