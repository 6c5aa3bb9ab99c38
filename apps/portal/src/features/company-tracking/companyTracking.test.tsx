import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { companyTrackingRoutes as R, type CompanyEvent } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import CompanyTrackingPage from './CompanyTrackingPage';

/** 企业监控: groups, the timeline with its filters in the address, monitoring a company from its profile. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const event = (id: string, over: Partial<CompanyEvent> = {}): CompanyEvent => ({
  id,
  companyId: 'c1',
  companyName: '甲<b>科技</b>有限公司',
  kind: 'capital',
  changedOn: '2026-11-20',
  before: '100万元',
  after: '500万元',
  beforeAmount: 100,
  afterAmount: 500,
  isNew: true,
  ...over,
});

function setup(path = '/serve/compTracking') {
  const stubbed = stubApi({
    [R.groups.path]: okReply({
      groups: [{ id: '5', name: '重点客户', companies: 1, newEvents: 1 }],
      companies: 2,
      newEvents: 1,
    }),
    [R.events.path]: okReply({
      records: [
        event('9'),
        event('8', {
          kind: 'court',
          isNew: false,
          beforeAmount: null,
          afterAmount: null,
          before: '',
          after: '(2026)浙0106民初1号',
        }),
      ],
      total: 2,
      totalCapped: false,
      current: 1,
      size: 20,
    }),
    [R.company.path]: okReply({ companyId: 'c2', companyName: '乙有限公司', monitored: false, groupIds: [] }),
    [R.add.path]: okReply({ companyId: 'c2', companyName: '乙有限公司', monitored: true, groupIds: ['5'] }),
    [R.markRead.path]: okReply({ count: 0 }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderWithApp(<CompanyTrackingPage />, signedInSession, path);
  return stubbed;
}

const callsTo = (s: ReturnType<typeof setup>, path: string) =>
  s.calls.filter((c) => c.url.split('?')[0] === path);

describe('CompanyTrackingPage', () => {
  it('shows the groups and the timeline, new events marked, names as text; filters go to the server', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    const list = await screen.findByTestId('monitor-events');
    const items = within(list).getAllByTestId('monitor-event');
    expect(items[0]).toHaveTextContent('新注册资本变更甲<b>科技</b>有限公司2026-11-20100 万元 → 500 万元');
    expect(items[1]).toHaveTextContent('司法案件');
    expect(items[1]!.getAttribute('data-new')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('未读 1 条');
    expect(screen.getByRole('link', { name: /重点客户/ })).toHaveTextContent('1 家 · 1 条新动态');
    await user.selectOptions(screen.getByLabelText('动态类型'), 'court');
    await user.click(screen.getByLabelText('只看未读'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(callsTo(stubbed, R.events.path).at(-1)?.url).toContain('kinds=court'));
    expect(callsTo(stubbed, R.events.path).at(-1)?.url).toContain('unread=1');
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(callsTo(stubbed, R.markRead.path)).toHaveLength(1));
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('refuses a start day after the end day without asking the server', async () => {
    const stubbed = setup('/serve/compTracking?from=2026-05-01&to=2026-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    expect(callsTo(stubbed, R.events.path)).toHaveLength(0);
  });

  it('opens with the company the profile asked to monitor, and monitors it in the chosen group', async () => {
    const stubbed = setup('/serve/compTracking?companyid=c2');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('乙有限公司')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('重点客户'));
    await user.click(within(dialog).getByRole('button', { name: '开始监控' }));
    await waitFor(() => expect(callsTo(stubbed, R.add.path)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(stubbed, R.add.path)[0]!.init.body))).toEqual({
      companyId: 'c2',
      groupIds: ['5'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup();
    await screen.findByTestId('monitor-events');
    let text = document.body.textContent ?? '';
    for (const user of ['甲<b>科技</b>有限公司', '重点客户', '(2026)浙0106民初1号'])
      text = text.split(user).join('');
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
