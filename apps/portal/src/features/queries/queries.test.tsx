import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queriesRoutes } from '@platform/contracts/queries/routes';
import { QUERY_LIMITS, type QueryEntry } from '@platform/contracts/queries';
import { renderWithApp, stubApi, signedInSession, okReply } from '../../test/renderWithApp';
import { QUERY_TITLE_MAX } from './limits';
import QueryPage from './QueryPage';
import { rerunPath } from './rerun';

afterEach(() => vi.unstubAllGlobals());

const base = {
  resultCount: 12,
  runCount: 3,
  lastRunAt: '2026-11-20T02:00:00.000Z',
  createdAt: '2026-11-01T02:00:00.000Z',
};
const discover: QueryEntry = {
  ...base,
  id: '101',
  source: 'discover',
  title: '科技 · 广东省深圳市 · 在营',
  named: false,
  params: {
    keyword: '科技',
    filters: {
      regionCode: '440300',
      regStatusCodes: ['1', '2'],
      capitalMin: 100,
      isListed: false,
      tags: ['高新'],
    },
  },
};
const chain: QueryEntry = {
  ...base,
  id: '102',
  source: 'chainMap',
  title: '新能源汽车 · 电池',
  named: true,
  params: { induChainId: 'NEV', nodeCode: 'NEV0101', keyword: '电池', regStatusCode: '1', capitalBand: 1000 },
};
const acquisition: QueryEntry = {
  ...base,
  id: '103',
  source: 'acquisition',
  title: '线索',
  named: false,
  params: { a: 1 },
};

describe('run again', () => {
  it('opens discover with every filter of the saved search in the address', () => {
    const path = rerunPath(discover)!;
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/home/discover');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '科技',
      region: '440300',
      status: '1,2',
      capMin: '100',
      tags: '高新',
      listed: '0',
    });
  });

  it('opens the chain map on the node with the list filters', () => {
    const url = new URL(rerunPath(chain)!, 'http://x');
    expect(url.pathname).toBe('/graph/index');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      induchainid: 'NEV',
      node: 'NEV0101',
      kw: '电池',
      status: '1',
      cap: '1000',
    });
    expect(rerunPath(acquisition)).toBeNull();
  });

  it('keeps the title limit of the contract', () => {
    expect(QUERY_TITLE_MAX).toBe(QUERY_LIMITS.titleMax);
  });
});

describe('/control/query', () => {
  const stub = () => {
    const stubbed = stubApi({
      [queriesRoutes.queryPage.path]: (_init, url) =>
        okReply({
          records: url.includes('kind=named') ? [chain] : [discover, acquisition],
          total: url.includes('kind=named') ? 1 : 2,
          current: 1,
          size: 10,
        }),
      [queriesRoutes.queryRename.path]: okReply({ ...discover, named: true, title: '深圳科技' }),
      [queriesRoutes.queryRemove.path]: okReply({ changed: 1 }),
      [queriesRoutes.queryClearRecent.path]: okReply({ changed: 2 }),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    const body = (path: string) =>
      JSON.parse(String(stubbed.calls.find((c) => c.url.startsWith(path))!.init.body)) as unknown;
    const called = (path: string) => stubbed.calls.some((c) => c.url.startsWith(path));
    return { ...stubbed, body, called };
  };

  it('lists recent queries of a source and saves one by name', async () => {
    const { calls, body, called } = stub();
    renderWithApp(<QueryPage />, signedInSession, '/control/query?source=discover');
    const items = await screen.findAllByTestId('query-item');
    expect(items[0]).toHaveTextContent('科技 · 广东省深圳市 · 在营');
    expect(items[0]).toHaveTextContent('查询 3 次');
    const page = calls.find((c) => c.url.startsWith(queriesRoutes.queryPage.path))!;
    expect(page.url).toContain('kind=recent');
    expect(page.url).toContain('source=discover');
    // The acquisition workspaces have no page yet.
    expect(within(items[1]!).getByRole('button', { name: '再次查询' })).toBeDisabled();

    await userEvent.click(within(items[0]!).getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('名称');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入名称')).toBeInTheDocument();
    await userEvent.type(name, ' 深圳科技 ');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(called(queriesRoutes.queryRename.path)).toBe(true));
    expect(body(queriesRoutes.queryRename.path)).toEqual({ id: '101', title: '深圳科技' });
  });

  it('deletes one after a confirm and clears the recent ones of the source', async () => {
    const { body, called } = stub();
    renderWithApp(<QueryPage />, signedInSession, '/control/query?source=discover');
    const items = await screen.findAllByTestId('query-item');
    await userEvent.click(within(items[1]!).getByRole('button', { name: '删除' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(called(queriesRoutes.queryRemove.path)).toBe(true));
    expect(body(queriesRoutes.queryRemove.path)).toEqual({ ids: ['103'] });

    await userEvent.click(screen.getByRole('button', { name: '清空最近查询' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(called(queriesRoutes.queryClearRecent.path)).toBe(true));
    expect(body(queriesRoutes.queryClearRecent.path)).toEqual({ source: 'discover' });
  });

  it('runs a search again on its page', async () => {
    stub();
    const { router } = renderWithApp(<QueryPage />, signedInSession, '/control/query');
    const items = await screen.findAllByTestId('query-item');
    await userEvent.click(within(items[0]!).getByRole('button', { name: '再次查询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/discover'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('科技');
  });

  it('shows the saved tab with rename and no clear action', async () => {
    const { fetchMock } = stubApi({
      [queriesRoutes.queryPage.path]: okReply({ records: [chain], total: 1, current: 1, size: 10 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<QueryPage />, signedInSession, '/control/query?tab=named');
    const [item] = await screen.findAllByTestId('query-item');
    expect(item).toHaveTextContent('产业链图谱');
    expect(within(item!).getByRole('button', { name: '重命名' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清空最近查询' })).toBeNull();
  });
});
