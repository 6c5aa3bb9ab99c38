import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { searchRoutes } from '@platform/contracts/search/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { renderWithApp, stubApi, signedInSession, okReply } from '../../test/renderWithApp';
import SearchPage from './SearchPage';
import { SUGGEST_DEBOUNCE_MS } from './searchQuery';
import { searchConditions, searchRow } from '../../test/enterprise';

const session = signedInSession;
const ok = okReply;
const page = (records: unknown[]) =>
  ok({ records, total: records.length, totalExact: true, current: 1, size: 10 });

/** jsdom has no ResizeObserver; the tag rows of the result items measure their height with it. */
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResize));
afterEach(() => vi.unstubAllGlobals());

describe('/home/discover search', () => {
  it('runs the search the address describes and writes filter changes back to it', async () => {
    const { fetchMock, calls } = stubApi({
      [searchRoutes.searchCompanyPage.path]: page([searchRow('1000000001', '杭州云栖智造科技有限公司')]),
      [systemRoutes.followCheck.path]: ok([{ companyId: '1000000001', isAttention: 0 }]),
      [bigdataRoutes.searchConditions.path]: ok(searchConditions),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(
      <SearchPage />,
      session,
      '/home/discover?q=%E7%A7%91%E6%8A%80&status=1&page=2',
    );
    await screen.findByRole('option', { name: '制造业' });
    await screen.findByText('杭州云栖智造科技有限公司', { exact: false });
    const bodies = () =>
      calls
        .filter((c) => c.url.startsWith(searchRoutes.searchCompanyPage.path))
        .map((c) => JSON.parse(String(c.init.body)));
    expect(bodies()[0]).toEqual({
      keyword: '科技',
      filters: { regStatusCodes: ['1'] },
      current: 2,
      size: 10,
    });
    expect(screen.getByRole('combobox', { name: '企业搜索' })).toHaveValue('科技');

    await userEvent.selectOptions(screen.getByLabelText('所属行业'), 'C');
    await userEvent.click(screen.getByRole('checkbox', { name: '注销' }));
    await userEvent.type(screen.getByLabelText('成立年份 起'), '2010');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).toString()).toBe(
        'q=%E7%A7%91%E6%8A%80&industry=C&status=1%2C3&yearMin=2010',
      ),
    );
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({
        keyword: '科技',
        filters: { industryCode: 'C', regStatusCodes: ['1', '3'], foundedYearMin: 2010 },
        current: 1,
        size: 10,
      }),
    );
  });

  it('searches a division and a chain node from the address, writes new picks back and goes Back', async () => {
    const { fetchMock, calls } = stubApi({
      [searchRoutes.searchCompanyPage.path]: page([searchRow('1000000001', '杭州云栖智造科技有限公司')]),
      [systemRoutes.followCheck.path]: ok([{ companyId: '1000000001', isAttention: 0 }]),
      [bigdataRoutes.searchConditions.path]: ok(searchConditions),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<SearchPage />, session, '/home/discover?industry=39&chain=IC010102');
    await screen.findAllByTestId('company-result');
    const bodies = () =>
      calls
        .filter((c) => c.url.startsWith(searchRoutes.searchCompanyPage.path))
        .map((c) => JSON.parse(String(c.init.body)));
    expect(bodies()[0]).toEqual({
      filters: { industryCode: '39', chainNodeCode: 'IC010102' },
      current: 1,
      size: 10,
    });
    await screen.findByRole('option', { name: '制造业' });
    const picks = () =>
      ['所属行业', '行业大类', '产业链', '上中下游', '产业环节', '细分环节'].map(
        (label) => (screen.queryByLabelText(label) as HTMLSelectElement | null)?.value,
      );
    expect(picks()).toEqual(['C', '39', 'IC', 'IC01', 'IC0101', 'IC010102']);

    await userEvent.selectOptions(screen.getByLabelText('行业大类'), '38');
    await userEvent.selectOptions(screen.getByLabelText('产业环节'), 'IC0102');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(router.state.location.search).toBe('?industry=38&chain=IC0102'));
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({
        filters: { industryCode: '38', chainNodeCode: 'IC0102' },
        current: 1,
        size: 10,
      }),
    );
    expect(picks()).toEqual(['C', '38', 'IC', 'IC01', 'IC0102', '']);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?industry=39&chain=IC010102');
    await waitFor(() => expect(picks()).toEqual(['C', '39', 'IC', 'IC01', 'IC0101', 'IC010102']));
  });

  it('asks for suggestions 500 ms after the last key and picks one with the keyboard', async () => {
    const { fetchMock, calls } = stubApi({
      [searchRoutes.suggestCompany.path]: ok([
        { companyId: '1', companyName: '华为技术有限公司', matched: 'name' },
        { companyId: '2', companyName: '华为终端有限公司', matched: 'name' },
      ]),
      [searchRoutes.searchCompanyPage.path]: page([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<SearchPage />, session, '/home/discover');
    const box = screen.getByRole('combobox', { name: '企业搜索' });
    const suggestCalls = () => calls.filter((c) => c.url.startsWith(searchRoutes.suggestCompany.path));
    await userEvent.type(box, '华为');
    const typedAt = Date.now();
    await new Promise((r) => setTimeout(r, SUGGEST_DEBOUNCE_MS - 200));
    expect(suggestCalls()).toHaveLength(0);
    const listbox = await screen.findByRole('listbox', { name: '搜索建议' });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SUGGEST_DEBOUNCE_MS - 50);
    expect(suggestCalls()).toHaveLength(1);
    expect(suggestCalls()[0]!.url).toContain(`keyword=${encodeURIComponent('华为')}`);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?q=${encodeURIComponent('华为终端有限公司')}`),
    );
    expect(await screen.findByTestId('search-empty')).toBeInTheDocument();
  });

  it('follows at once and asks before unfollowing (是否取消对该企业的关注？, 取消关注成功！)', async () => {
    const { fetchMock, calls } = stubApi({
      [searchRoutes.searchCompanyPage.path]: page([
        searchRow('11', '甲科技有限公司'),
        searchRow('22', '乙科技有限公司'),
      ]),
      [systemRoutes.followCheck.path]: ok([
        { companyId: '11', isAttention: 0 },
        { companyId: '22', isAttention: 1 },
      ]),
      [systemRoutes.followSave.path]: ok(1),
      [systemRoutes.followCancel.path]: ok(0),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<SearchPage />, session, '/home/discover?q=%E7%A7%91%E6%8A%80');
    const items = await screen.findAllByTestId('company-result');
    // The follow state arrives after the results: wait until the list shows it.
    const followed = await within(items[1]!).findByRole('button', { name: /^已关注/ });
    await userEvent.click(within(items[0]!).getByRole('button', { name: /^关注/ }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(systemRoutes.followSave.path))).toBe(true));
    const save = calls.find((c) => c.url.startsWith(systemRoutes.followSave.path))!;
    expect(JSON.parse(String(save.init.body))).toEqual({ companyId: '11', attentionEnt: true });

    await userEvent.click(followed);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('是否取消对该企业的关注？');
    expect(calls.some((c) => c.url.startsWith(systemRoutes.followCancel.path))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消关注成功！')).toBeInTheDocument();
    const cancel = calls.find((c) => c.url.startsWith(systemRoutes.followCancel.path))!;
    expect(JSON.parse(String(cancel.init.body))).toEqual({ companyId: '22' });
  });

  it('asks visitors to log in instead of searching', async () => {
    const { fetchMock, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<SearchPage />, {}, '/home/discover?q=abc');
    await userEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(calls.filter((c) => c.url.startsWith(searchRoutes.searchCompanyPage.path))).toHaveLength(0);
  });
});
