import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { payRoutes } from '@platform/contracts/pay/routes';
import { reportRoutes } from '@platform/contracts/report/routes';
import { REPORT_COUNT_ARGS, reportCountApi } from '../../shared/api/reportCountApi';
import { installRequestEffects } from '../../shared/api/requestEffects';
import { initialAppState, type AppState } from '../../shared/session/appSlice';
import { renderWithApp, stubApi, type FakeReply } from '../../test/renderWithApp';
import EntInfoPage from './EntInfoPage';
import { entDetail } from '../../test/enterprise';

const session: Partial<AppState> = {
  ...initialAppState,
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: { userId: 'u1', tenantId: '200001', account: 'lina' } as AppState['userInfo'],
};
const ok = (data: unknown, code = 666666) => ({ body: { code, msg: '', data } });
const regions = ok([
  {
    code: '330000',
    name: '浙江省',
    level: 1,
    children: [{ code: '330100', name: '杭州市', level: 2, children: [] }],
  },
]);

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResize));
afterEach(() => {
  vi.unstubAllGlobals();
  installRequestEffects({ confirm: () => Promise.resolve(false) });
});

function stub(extra: Record<string, FakeReply | ((init: RequestInit, url: string) => FakeReply)> = {}) {
  return stubApi({
    [bigdataRoutes.entDetail.path]: ok(entDetail()),
    [bigdataRoutes.regionListByLevel.path]: regions,
    [bigdataRoutes.entDynamicPage.path]: ok({ records: [], total: 0, current: 1, size: 10 }),
    [bigdataRoutes.radarDna.path]: ok(null),
    ...extra,
  });
}

describe('/EntInfo/index profile card actions', () => {
  it('asks a visitor to log in before the report dialog', async () => {
    const { fetchMock } = stub();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<EntInfoPage />, {}, '/EntInfo/index?companyid=1000000001');
    await userEvent.click(await screen.findByRole('button', { name: '生成报告' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(screen.queryByRole('dialog', { name: '生成报告' })).toBeNull();
  });

  it('checks the scene with 120000 when no region was bought, and offers the purchase when refused', async () => {
    const { fetchMock, calls } = stub({
      [payRoutes.queryBuyRegions.path]: ok([]),
      [payRoutes.permissionCheck.path]: ok('false'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const confirm = vi.fn(() => Promise.resolve(false));
    installRequestEffects({ confirm });
    renderWithApp(<EntInfoPage />, session, '/EntInfo/index?companyid=1000000001&businessType=4');
    await userEvent.click(await screen.findByRole('button', { name: '生成报告' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        expect.objectContaining({ title: '提示', content: '请购买相应的服务' }),
      ),
    );
    expect(calls.find((c) => c.url.startsWith(payRoutes.queryBuyRegions.path))!.url).toContain(
      'businessType=4',
    );
    const check = calls.find((c) => c.url.startsWith(payRoutes.permissionCheck.path))!;
    expect(check.url).toContain('businessType=4');
    expect(check.url).toContain('regionCode=120000');
    expect(screen.queryByRole('dialog', { name: '生成报告' })).toBeNull();
  });

  it('opens 生成报告 after the checks, and a code-200 answer closes it and opens the downloads', async () => {
    let code = 666666;
    let remaining = 50;
    const { fetchMock, calls } = stub({
      [payRoutes.queryBuyRegions.path]: ok(['330000']),
      [reportRoutes.reportNum.path]: () => ok(remaining),
      [reportRoutes.generateReport.path]: () => {
        if (code === 200) remaining = 49;
        return ok({ id: 'r1', status: 'generating', remaining }, code);
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router, store } = renderWithApp(
      <EntInfoPage />,
      session,
      '/EntInfo/index?companyid=1000000001&businessType=4',
    );
    const reportCount = () =>
      (store.getState() as { api: { queries: Record<string, { data?: unknown } | undefined> } }).api.queries[
        'reportNum({"type":1})'
      ]?.data;
    // The count as the downloads page keeps it, as after a visit there.
    const visit = store.dispatch(reportCountApi.endpoints.reportNum.initiate(REPORT_COUNT_ARGS));
    await waitFor(() => expect(reportCount()).toBe(50));
    await userEvent.click(await screen.findByRole('button', { name: '生成报告' }));
    const dialog = await screen.findByRole('dialog', { name: '生成报告' });
    expect(dialog).toHaveTextContent('招商解决方案');
    expect(dialog).toHaveTextContent('浙江省');
    expect(dialog).toHaveTextContent('杭州云栖智造科技有限公司');
    expect(calls.some((c) => c.url.startsWith(payRoutes.permissionCheck.path))).toBe(false);

    // Any other success code keeps the dialog open (spec 2 §4: only 200 succeeds).
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith(reportRoutes.generateReport.path))).toHaveLength(1),
    );
    expect(screen.getByRole('dialog', { name: '生成报告' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/EntInfo/index');
    expect(reportCount()).toBe(50);

    code = 200;
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/control/download'));
    // The count with this report reserved, from the answer: no refetch needed to show 49.
    await waitFor(() => expect(reportCount()).toBe(49));
    visit.unsubscribe();
    const body = JSON.parse(
      String(calls.filter((c) => c.url.startsWith(reportRoutes.generateReport.path))[1]!.init.body),
    );
    expect(body).toEqual({
      entId: '1000000001',
      typeCode: 7,
      entName: '杭州云栖智造科技有限公司',
      areaName: '浙江省',
      businessType: 4,
      advancedSearchEntDTO: { regionCode: ['330000'] },
    });
  });

  it('loads the cancellation date and reason for a cancelled company (code 200)', async () => {
    const { fetchMock, calls } = stub({
      [bigdataRoutes.entDetail.path]: ok(entDetail({ regStatusName: '注销', regStatusCode: '3' })),
      [bigdataRoutes.entCancelInfo.path]: ok({ date: '2024-03-01', reason: '决议解散' }, 200),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<EntInfoPage />, session, '/EntInfo/index?companyid=1000000001');
    const status = await screen.findByText('注销');
    await userEvent.hover(status);
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(bigdataRoutes.entCancelInfo.path))).toBe(true),
    );
    expect(calls.find((c) => c.url.startsWith(bigdataRoutes.entCancelInfo.path))!.url).toContain(
      'regStatusCode=3',
    );
    expect(await screen.findByText(/决议解散/)).toBeInTheDocument();
  });

  it('ends loading with 暂无数据 when the detail fails', async () => {
    const { fetchMock } = stub({
      [bigdataRoutes.entDetail.path]: { status: 500, body: { code: 500, msg: 'x', data: null } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<EntInfoPage />, session, '/EntInfo/index?companyid=1000000001');
    expect(await screen.findByTestId('ent-info-empty')).toHaveTextContent('暂无数据');
  });

  it('makes only company shareholders with an id clickable', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { fetchMock } = stub();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<EntInfoPage />, session, '/EntInfo/index?companyid=1000000001');
    await screen.findByTestId('profile-card');
    await userEvent.click(screen.getByRole('button', { name: /展开|更多/ }));
    expect(screen.queryByRole('button', { name: '李四' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: '甲投资有限公司' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/EntInfo/index?companyid=1000000002', '_blank', 'noopener'),
    );
  });

  it('opens the trend dialog from a dynamics title', async () => {
    const dynamic = {
      id: 'd1',
      title: '云栖智造发布新一代智能产线',
      publisher: '云栖日报',
      isSys: 1,
      webSource: '',
      initSource: '',
      publishDt: '2026-11-01 09:00:00',
      content: '<p>新产线正式投产。</p>',
      url: '',
    };
    const { fetchMock } = stub({
      [bigdataRoutes.entDynamicPage.path]: ok({ records: [dynamic], total: 1, current: 1, size: 10 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<EntInfoPage />, session, '/EntInfo/index?companyid=1000000001');
    await userEvent.click(await screen.findByRole('button', { name: dynamic.title }));
    const dialog = await screen.findByRole('dialog', { name: dynamic.title });
    expect(dialog).toHaveTextContent('新产线正式投产。');
    expect(dialog).toHaveTextContent('云栖日报');
  });
});
