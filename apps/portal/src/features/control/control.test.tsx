import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportRoutes } from '@platform/contracts/report/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { attentionUserRoutes } from '@platform/contracts/vcard/routes';
import type { FollowRow } from '@platform/contracts/system';
import type { ReportRow } from '@platform/contracts/report';
import { renderWithApp, stubApi, signedInSession, okReply } from '../../test/renderWithApp';
import DownloadPage from './DownloadPage';
import FocusPage from './FocusPage';
import { pinnedFirst } from './focusOrder';
import { changeLanguage } from '../../shared/i18n';
import { REPORT_POLL_MS, reportPollInterval } from './reportPolling';

const session = signedInSession;
const ok = okReply;
const pageOf = (records: unknown[]) => ok({ records, total: records.length, current: 1, size: 10 });

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const follow = (companyId: string, companyName: string, isTop: number, followTime: string): FollowRow => ({
  companyId,
  companyName,
  logoPath: null,
  regStatusName: '在营',
  regStatusCode: '1',
  legalEntityName: '张三',
  regCapital: 100,
  esDt: '2010-01-01',
  area: '北京市',
  industryDivisionName: '软件和信息技术服务业',
  qualificationTags: '',
  isTop,
  followTime,
});

describe('/control/focus', () => {
  it('orders pinned first, then newest follow first', () => {
    const rows = [
      follow('1', '甲', 0, '2026-11-20 10:00:00'),
      follow('2', '乙', 1, '2026-11-01 10:00:00'),
      follow('3', '丙', 0, '2026-11-22 10:00:00'),
    ];
    expect(pinnedFirst(rows).map((r) => r.companyId)).toEqual(['2', '3', '1']);
  });

  it('pins with operateEnt 1, shows unpin on the pinned item and moves it first; unpin sends 2', async () => {
    let pinned = false;
    const { fetchMock, calls } = stubApi({
      [systemRoutes.followPage.path]: () =>
        pageOf([
          follow('1', '甲科技有限公司', 0, '2026-11-20 10:00:00'),
          follow('2', '乙科技有限公司', pinned ? 1 : 0, '2026-11-01 10:00:00'),
        ]),
      [systemRoutes.followOperateEnt.path]: (init) => {
        pinned = (JSON.parse(String(init.body)) as { operateType: number }).operateType === 1;
        return ok({ changed: 1 });
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<FocusPage />, session, '/control/focus');
    let items = await screen.findAllByTestId('focus-item');
    expect(items[0]).toHaveTextContent('甲科技有限公司');
    expect(within(items[1]!).queryByRole('button', { name: '取消置顶' })).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: '置顶' }));
    await waitFor(() => expect(screen.getAllByTestId('focus-item')[0]).toHaveTextContent('乙科技有限公司'));
    items = screen.getAllByTestId('focus-item');
    expect(within(items[0]!).getByRole('button', { name: '取消置顶' })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: '置顶' })).toBeNull();
    const operate = calls.filter((c) => c.url.startsWith(systemRoutes.followOperateEnt.path));
    expect(JSON.parse(String(operate[0]!.init.body))).toEqual({ companyId: '2', operateType: 1 });

    await userEvent.click(within(items[0]!).getByRole('button', { name: '取消置顶' }));
    await waitFor(() => expect(screen.getAllByTestId('focus-item')[0]).toHaveTextContent('甲科技有限公司'));
    const last = calls.filter((c) => c.url.startsWith(systemRoutes.followOperateEnt.path)).at(-1)!;
    expect(JSON.parse(String(last.init.body))).toEqual({ companyId: '2', operateType: 2 });
  });

  it('shows the status, capital and facts in English words, the data (names, region) as sent', async () => {
    changeLanguage('en');
    const { fetchMock } = stubApi({
      [systemRoutes.followPage.path]: () =>
        pageOf([
          { ...follow('1', 'Acme Ltd', 0, '2026-11-20 10:00:00'), legalEntityName: 'Li', area: 'Beijing' },
        ]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<FocusPage />, session, '/control/focus');
    const [item] = await screen.findAllByTestId('focus-item');
    expect(item).toHaveTextContent('Operating');
    expect(item).toHaveTextContent('Registered capital: CNY 1M');
    expect(item!.textContent).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/);
  });

  it('opens the people tab for ?type=focusPerson: followed people, no company list', async () => {
    const { fetchMock, calls } = stubApi({
      [attentionUserRoutes.attentionUserPage.path]: pageOf([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<FocusPage />, session, '/control/focus?type=focusPerson');
    expect(await screen.findByText('暂无关注的人')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith(attentionUserRoutes.attentionUserPage.path))).toHaveLength(1);
    expect(calls.filter((c) => c.url.startsWith(systemRoutes.followPage.path))).toHaveLength(0);
  });
});

const reportRow = (status: ReportRow['status'], percent: number, own = true): ReportRow => ({
  id: 'r1',
  entId: '1000000001',
  entName: '杭州云栖智造科技有限公司',
  typeCode: 7,
  areaName: '浙江省',
  businessType: 0,
  status,
  percent,
  failReason: null,
  fileName: status === 'done' ? 'report.pdf' : null,
  fileSize: null,
  createTime: '2026-11-23 08:00:00',
  finishTime: null,
  own,
});

describe('/control/download', () => {
  it('polls only while a report is generating', () => {
    expect(reportPollInterval([{ status: 'done' }, { status: 'generating' }])).toBe(REPORT_POLL_MS);
    expect(reportPollInterval([{ status: 'done' }, { status: 'failed' }])).toBe(0);
    expect(reportPollInterval(undefined)).toBe(0);
  });

  it('shows the progress percent, reloads until done, then stops; shows the remaining count', async () => {
    const answers = [reportRow('generating', 40), reportRow('generating', 80), reportRow('done', 100)];
    const { fetchMock, calls } = stubApi({
      [reportRoutes.reportPage.path]: () => pageOf([answers.length > 1 ? answers.shift()! : answers[0]!]),
      [reportRoutes.reportNum.path]: ok(49),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DownloadPage />, session, '/control/download');
    expect(await screen.findByTestId('report-remaining')).toHaveTextContent('剩余可生成报告：49 份');
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('生成进度 40%')).toBeInTheDocument();
    expect(await screen.findByText('已完成', {}, { timeout: REPORT_POLL_MS * 4 })).toBeInTheDocument();
    const pageCalls = () => calls.filter((c) => c.url.startsWith(reportRoutes.reportPage.path)).length;
    expect(pageCalls()).toBe(3);
    await new Promise((r) => setTimeout(r, REPORT_POLL_MS + 300));
    expect(pageCalls()).toBe(3);
    expect(screen.getByRole('button', { name: '下载' })).toBeInTheDocument();
  });

  it("offers an administrator the download of a member's report, but not its removal", async () => {
    const { fetchMock } = stubApi({
      [reportRoutes.reportPage.path]: pageOf([reportRow('done', 100, false)]),
      [reportRoutes.reportNum.path]: ok(49),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DownloadPage />, session, '/control/download');
    expect(await screen.findByRole('button', { name: '下载' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
