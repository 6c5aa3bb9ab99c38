import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DEAL_STAGES, SAVED_VIEW_COLUMNS, customersRoutes } from '@platform/contracts';
import { toast } from '@platform/ui';
import { installRequestEffects, requestEffects } from '../../shared/api/requestEffects';
import { resetErrorToast } from '../../shared/api/errorToast';
import { changeLanguage } from '../../shared/i18n';
import { renderWithApp, signedInSession, okReply, stubApi } from '../../test/renderWithApp';
import { stubObservers } from '../../test/stubObservers';
import CustomersHomePage from './CustomersHomePage';
import { customersEn } from './copy';
import type { Customer, DealStage, SavedView } from './customersApi';
import { canonicalColumns, sameViewState } from './useSavedView';

/** Saved views of the customers and deals tables (SavedViews.tsx, useSavedView.ts). */

// jsdom has no scrolling; the deals board scrolls a moved card into view.
if (!('scrollTo' in Element.prototype))
  Object.defineProperty(Element.prototype, 'scrollTo', { value: () => undefined, configurable: true });

const original = { ...requestEffects() };
beforeEach(() => {
  installRequestEffects({ errorToast: (message) => toast.error(message) });
  stubObservers();
});
afterEach(() => {
  changeLanguage('zh');
  installRequestEffects(original);
  resetErrorToast();
  vi.unstubAllGlobals();
});

const stages: DealStage[] = DEFAULT_DEAL_STAGES.map((s, i) => ({
  stageId: `${i + 101}`,
  key: s.key,
  name: s.name,
  probability: s.probability,
  kind: s.kind,
  position: i,
}));
const acme: Customer = {
  customerId: 'c1',
  name: 'Acme',
  uscNo: null,
  companyId: null,
  regionName: null,
  industryName: null,
  source: 'manual',
  tags: ['key'],
  ownerId: 'u1',
  ownerName: 'Li Na',
  collaboratorIds: [],
  openDeals: 1,
  openAmount: 125_000,
  lastActivityAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  canManage: true,
};
const at = '2026-11-27T02:00:00.000Z';
const view = (viewId: string, fields: Partial<SavedView> & Pick<SavedView, 'name' | 'state'>): SavedView => ({
  viewId,
  table: 'customers',
  shared: false,
  ownerId: 'u1',
  ownerName: 'Li Na',
  mine: true,
  canDelete: true,
  createdAt: at,
  updatedAt: at,
  ...fields,
});
const keyCustomers = view('v1', {
  name: '重点客户',
  state: {
    filters: { tag: '重点客户' },
    columns: SAVED_VIEW_COLUMNS.customers.map((key) => ({ key, visible: key !== 'source' })),
  },
});
const eastShared = view('v2', {
  name: '华东客户',
  shared: true,
  ownerId: 'u2',
  ownerName: 'Wang Qiang',
  mine: false,
  canDelete: false,
  state: { filters: { source: 'data' }, columns: null },
});
const bigDeals = view('v3', {
  table: 'deals',
  name: '谈判中的大单',
  shared: true,
  ownerId: 'u2',
  ownerName: 'Wang Qiang',
  mine: false,
  canDelete: false,
  state: { filters: { stageId: '104', amountMin: 1_000_000 }, columns: null },
});

/** The workspace's calls, with a small server of saved views that remembers what it is sent. */
function stub(initial: SavedView[] = [keyCustomers, eastShared, bigDeals]) {
  let views = [...initial];
  let next = 100;
  const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
  const stubbed = stubApi({
    [customersRoutes.members.path]: okReply([
      { userId: 'u1', name: 'Li Na', isAdmin: false },
      { userId: 'u2', name: 'Wang Qiang', isAdmin: true },
    ]),
    [customersRoutes.taskDue.path]: okReply({ today: '2026-11-27', dueToday: 0, overdue: 0 }),
    [customersRoutes.customerPage.path]: okReply({ records: [acme], total: 1, current: 1, size: 20 }),
    [customersRoutes.stageList.path]: okReply(stages),
    [customersRoutes.dealBoard.path]: okReply({ stages, deals: [], truncated: false }),
    [customersRoutes.dealPage.path]: okReply({ records: [], total: 0, current: 1, size: 20 }),
    [customersRoutes.viewList.path]: (_init, url) => {
      const table = new URL(url, 'http://localhost').searchParams.get('table');
      return okReply(views.filter((v) => v.table === table));
    },
    [customersRoutes.viewCreate.path]: (init) => {
      const made = view(String(next++), body(init) as Pick<SavedView, 'name' | 'state'>);
      views = [...views, made];
      return okReply(made);
    },
    [customersRoutes.viewUpdate.path]: (init) => {
      const { viewId, ...changes } = body(init);
      views = views.map((v) => (v.viewId === viewId ? { ...v, ...changes } : v));
      return okReply(views.find((v) => v.viewId === viewId));
    },
    [customersRoutes.viewRemove.path]: (init) => {
      views = views.filter((v) => v.viewId !== body(init).viewId);
      return okReply({ changed: 1 });
    },
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const bodies = (path: string) =>
    stubbed.calls
      .filter((c) => c.url.startsWith(path) && typeof c.init.body === 'string')
      .map((c) => body(c.init));
  const queried = (path: string, ...parts: string[]) =>
    stubbed.calls.some((c) => c.url.startsWith(path) && parts.every((p) => c.url.includes(p)));
  return { ...stubbed, bodies, queried };
}

const home = (search = '') =>
  renderWithApp(<CustomersHomePage />, signedInSession, `/customer/customerIndex${search}`);
const menuButton = (name: string) => screen.findByRole('button', { name });
async function pick(button: string, item: string | RegExp) {
  await userEvent.click(await menuButton(button));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

describe('view states', () => {
  it('compare by what they show: blanks and the default columns count as nothing', () => {
    expect(canonicalColumns('customers', null)).toBeNull();
    expect(canonicalColumns('customers', [{ key: 'name', visible: true }])).toBeNull();
    expect(canonicalColumns('deals', [{ key: 'amount', visible: false }])?.[0]).toEqual({
      key: 'amount',
      visible: false,
    });
    expect(
      sameViewState(
        'customers',
        { filters: { tag: '重点客户', keyword: '' }, columns: null },
        { filters: { tag: '重点客户' }, columns: [] },
      ),
    ).toBe(true);
    expect(
      sameViewState(
        'customers',
        { filters: {}, columns: null },
        { filters: { source: 'data' }, columns: null },
      ),
    ).toBe(false);
  });
});

describe('saved views of the customers table', () => {
  it('saves the current filters as a view shared with the organisation', async () => {
    const { bodies } = stub([]);
    home();
    await menuButton('视图：全部客户');
    await userEvent.selectOptions(screen.getByLabelText('来源'), 'lead');
    await pick('视图：全部客户（已修改）', '另存为视图');
    const dialog = await screen.findByRole('dialog', { name: '另存为视图' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入视图名称')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('视图名称'), ' 线索客户 ');
    await userEvent.click(within(dialog).getByLabelText('共享给组织'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies(customersRoutes.viewCreate.path)).toEqual([
        {
          table: 'customers',
          name: '线索客户',
          shared: true,
          state: { filters: { source: 'lead' }, columns: null },
        },
      ]),
    );
    expect(await screen.findByText('已保存视图“线索客户”')).toBeInTheDocument();
    expect(await menuButton('视图：线索客户')).toBeInTheDocument();
    await userEvent.click(await menuButton('视图：线索客户'));
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^线索客户/ }),
    ).toHaveTextContent('已共享');
  });

  it('applies a view: its filters reach the table and its hidden columns go', async () => {
    const { queried } = stub();
    home();
    await userEvent.click(await menuButton('视图：全部客户'));
    const menu = await screen.findByRole('menu');
    // The caller's own views, then the colleagues' shared ones, marked with who shares them.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['全部客户', '重点客户', '华东客户Wang Qiang 共享', '另存为视图', '重命名', '删除视图']);
    expect(within(menu).getByRole('menuitem', { name: '重命名' })).toBeDisabled();
    await userEvent.click(within(menu).getByRole('menuitem', { name: '重点客户' }));
    expect(await menuButton('视图：重点客户')).toBeInTheDocument();
    await waitFor(() =>
      expect(queried(customersRoutes.customerPage.path, `tag=${encodeURIComponent('重点客户')}`)).toBe(true),
    );
    expect(screen.getByLabelText('标签')).toHaveValue('重点客户');
    expect(screen.queryByRole('columnheader', { name: '来源' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '客户' })).toBeInTheDocument();
    // A colleague's shared view applies too, read-only: no 保存, no rename, no delete.
    await pick('视图：重点客户', /^华东客户/);
    await waitFor(() => expect(queried(customersRoutes.customerPage.path, 'source=data')).toBe(true));
    expect(screen.getByRole('columnheader', { name: '来源' })).toBeInTheDocument();
    expect(screen.getByLabelText('标签')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('来源'), 'lead');
    await userEvent.click(await menuButton('视图：华东客户（已修改）'));
    const again = await screen.findByRole('menu');
    expect(within(again).getByRole('menuitem', { name: '重命名' })).toBeDisabled();
    expect(within(again).getByRole('menuitem', { name: '删除视图' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^保存视图/ })).not.toBeInTheDocument();
  });

  it('shows a changed view as modified and saves the change into it', async () => {
    const { bodies } = stub();
    home();
    await pick('视图：全部客户', '重点客户');
    await userEvent.selectOptions(await screen.findByLabelText('来源'), 'data');
    await userEvent.click(await screen.findByRole('button', { name: '保存视图“重点客户”' }));
    await waitFor(() =>
      expect(bodies(customersRoutes.viewUpdate.path)).toEqual([
        {
          viewId: 'v1',
          state: { filters: { source: 'data', tag: '重点客户' }, columns: keyCustomers.state.columns },
        },
      ]),
    );
    expect(await screen.findByText('已更新视图“重点客户”')).toBeInTheDocument();
    expect(await menuButton('视图：重点客户')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存视图“重点客户”' })).not.toBeInTheDocument();

    // Renamed (and shared) from the menu.
    await pick('视图：重点客户', '重命名');
    const dialog = await screen.findByRole('dialog', { name: '重命名视图' });
    await userEvent.clear(within(dialog).getByLabelText('视图名称'));
    await userEvent.type(within(dialog).getByLabelText('视图名称'), '重点跟进');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies(customersRoutes.viewUpdate.path).at(-1)).toEqual({
        viewId: 'v1',
        name: '重点跟进',
        shared: false,
      }),
    );
    expect(await menuButton('视图：重点跟进')).toBeInTheDocument();
  });

  it('deletes a view only after the confirm, then shows all customers', async () => {
    const { bodies, queried } = stub();
    home();
    await pick('视图：全部客户', '重点客户');
    await pick('视图：重点客户', '删除视图');
    const ask = await screen.findByRole('dialog', { name: '删除视图' });
    expect(ask).toHaveTextContent('确定删除视图“重点客户”吗？');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    expect(bodies(customersRoutes.viewRemove.path)).toEqual([]);
    expect(await menuButton('视图：重点客户')).toBeInTheDocument();

    await pick('视图：重点客户', '删除视图');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '删除视图' })).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(bodies(customersRoutes.viewRemove.path)).toEqual([{ viewId: 'v1' }]));
    expect(await screen.findByText('已删除视图')).toBeInTheDocument();
    expect(await menuButton('视图：全部客户')).toBeInTheDocument();
    expect(screen.getByLabelText('标签')).toHaveValue('');
    expect(screen.getByRole('columnheader', { name: '来源' })).toBeInTheDocument();
    await userEvent.click(await menuButton('视图：全部客户'));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: '重点客户' })).toBeNull();
    expect(queried(customersRoutes.customerPage.path)).toBe(true);
  });
});

describe('saved views of the deals table', () => {
  it('applies a shared deals view to the table: stage, amount and the owner’s columns', async () => {
    const { queried } = stub();
    home('?tab=deals');
    await userEvent.click(await screen.findByLabelText('列表视图'));
    await pick('视图：全部商机', /^谈判中的大单/);
    await waitFor(() =>
      expect(queried(customersRoutes.dealPage.path, 'stageId=104', 'amountMin=1000000')).toBe(true),
    );
    expect(screen.getByLabelText('金额不低于（元）')).toHaveValue(1_000_000);
    expect(screen.getByLabelText('阶段')).toHaveValue('104');
    expect(await menuButton('视图：谈判中的大单')).toBeInTheDocument();
  });
});

describe('in English', () => {
  // The ui kit's own words follow its locale, the data is the data's.
  const uiKitWords = /请选择|分页|第 \d+ 页|上一页|下一页|条未读|暂无数据/g;
  const english = (text: string) => text.replace(uiKitWords, '');

  it('words the views, the menu and the dialogs without Chinese', async () => {
    expect(JSON.stringify(customersEn.views)).not.toMatch(/[\u4e00-\u9fff]/);
    changeLanguage('en');
    stub([
      view('v1', { name: 'Key accounts', state: { filters: { tag: 'key' }, columns: null } }),
      view('v2', { ...eastShared, name: 'East China' }),
    ]);
    home();
    await pick('View: All customers', 'Key accounts');
    await userEvent.selectOptions(await screen.findByLabelText('Source'), 'data');
    expect(await screen.findByRole('button', { name: 'Save the view “Key accounts”' })).toHaveTextContent(
      'Save',
    );
    await userEvent.click(await menuButton('View: Key accounts (modified)'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'All customers',
      'Key accounts',
      'East ChinaShared by Wang Qiang',
      'Save as view',
      'Rename',
      'Delete view',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Save as view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as view' });
    expect(within(dialog).getByLabelText('View name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Share with the organisation')).toBeInTheDocument();
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
