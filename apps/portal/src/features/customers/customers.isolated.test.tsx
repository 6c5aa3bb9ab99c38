import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACTIVITY_KINDS as CONTRACT_ACTIVITY_KINDS,
  CUSTOMER_SOURCES as CONTRACT_SOURCES,
  DEAL_STATES as CONTRACT_DEAL_STATES,
  DEFAULT_DEAL_STAGES,
  IMPORT_COLUMNS,
  STAGE_KINDS as CONTRACT_STAGE_KINDS,
  customersRoutes,
  stageSaveInput,
} from '@platform/contracts';
import { searchRoutes } from '@platform/contracts/search/routes';
import { toast } from '@platform/ui';
import { installRequestEffects, requestEffects } from '../../shared/api/requestEffects';
import { resetErrorToast } from '../../shared/api/errorToast';
import { changeLanguage } from '../../shared/i18n';
import { renderWithApp, signedInSession, okReply, stubApi } from '../../test/renderWithApp';
import { stubObservers } from '../../test/stubObservers';
import CustomersHomePage from './CustomersHomePage';
import { customersEn, customersZh } from './copy';
import type { Activity, Customer, CustomerDetail, Deal, DealStage, Task } from './customersApi';
import { ACTIVITY_KINDS, CUSTOMER_SOURCES, DEAL_STATES, STAGE_KINDS } from './limits';
import { stagesInput, toDrafts } from './stages';
import { timelineText } from './view';

// echarts draws on a canvas jsdom lacks: the charts show their figures as text here.
vi.mock('@platform/ui/charts', () => ({
  FunnelChart: ({
    label,
    stages,
    formatValue,
  }: {
    label: string;
    stages: { name: string; count: number; value?: number }[];
    formatValue?: (n: number) => string;
  }) => (
    <ul aria-label={label}>
      {stages.map((s) => (
        <li key={s.name}>{`${s.name} ${s.count} ${formatValue?.(s.value ?? 0) ?? ''}`}</li>
      ))}
    </ul>
  ),
  SeriesChart: ({ label, categories }: { label: string; categories: string[] }) => (
    <ul aria-label={label}>
      {categories.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  ),
}));

// jsdom has no scrolling; the board scrolls a moved card into view.
if (!('scrollTo' in Element.prototype))
  Object.defineProperty(Element.prototype, 'scrollTo', { value: () => undefined, configurable: true });

const original = { ...requestEffects() };
beforeEach(() => {
  // The request layer's failures as the shell shows them: an error toast with the server's message.
  installRequestEffects({ errorToast: (message) => toast.error(message) });
  // The board's columns are virtual lists (virtua), which watch their size.
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
const customer = (id: string, name: string, extra: Partial<Customer> = {}): Customer => ({
  customerId: id,
  name,
  uscNo: null,
  companyId: null,
  regionName: null,
  industryName: null,
  source: 'manual',
  tags: [],
  ownerId: 'u1',
  ownerName: 'Li Na',
  collaboratorIds: [],
  openDeals: 1,
  openAmount: 125_000,
  lastActivityAt: '2026-11-26T02:00:00.000Z',
  createdAt: '2026-11-20T02:00:00.000Z',
  canManage: true,
  ...extra,
});
const detail = (c: Customer): CustomerDetail => ({
  ...c,
  contacts: [
    {
      contactId: 'k1',
      customerId: c.customerId,
      name: 'Zhang',
      title: 'CEO',
      phone: '13800138000',
      email: null,
    },
  ],
});
const deal = (id: string, title: string, stageId: string, extra: Partial<Deal> = {}): Deal => ({
  dealId: id,
  customerId: 'c1',
  customerName: 'Acme',
  title,
  amount: 50_000,
  stageId,
  state: 'open',
  probability: 10,
  expectedCloseOn: '2026-12-31',
  ownerId: 'u1',
  ownerName: 'Li Na',
  closedAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  canManage: true,
  ...extra,
});
const task: Task = {
  taskId: 't1',
  customerId: 'c1',
  customerName: 'Acme',
  dealId: null,
  title: 'Send the proposal',
  dueOn: '2020-01-01',
  done: false,
  doneAt: null,
  assigneeId: 'u1',
  assigneeName: 'Li Na',
  due: true,
};
const activity: Activity = {
  activityId: 'a1',
  customerId: 'c1',
  dealId: 'd1',
  kind: 'stage',
  text: '',
  params: { deal: 'Pilot', stage: '需求确认', stageKey: 'needs' },
  userId: 'u1',
  userName: 'Li Na',
  createdAt: '2026-11-26T02:00:00.000Z',
};
const acme = customer('c1', 'Acme', { tags: ['key'] });

function stub(overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  const stubbed = stubApi({
    [customersRoutes.members.path]: okReply([
      { userId: 'u1', name: 'Li Na', isAdmin: true },
      { userId: 'u2', name: 'Wang Qiang', isAdmin: false },
    ]),
    [customersRoutes.taskDue.path]: okReply({ today: '2026-11-27', dueToday: 1, overdue: 2 }),
    [customersRoutes.customerPage.path]: okReply({ records: [acme], total: 1, current: 1, size: 20 }),
    [customersRoutes.customerDetail.path]: okReply(detail(acme)),
    [customersRoutes.activityList.path]: okReply([activity]),
    [customersRoutes.dealPage.path]: okReply({
      records: [deal('d1', 'Pilot', '101')],
      total: 1,
      current: 1,
      size: 20,
    }),
    [customersRoutes.taskPage.path]: okReply({ records: [task], total: 1, current: 1, size: 20 }),
    [customersRoutes.stageList.path]: okReply(stages),
    [customersRoutes.dealBoard.path]: okReply({
      stages,
      deals: [deal('d1', 'Pilot', '101'), deal('d2', 'Rollout', '103', { amount: 2_000_000 })],
      truncated: false,
    }),
    [customersRoutes.dashboard.path]: okReply({
      funnel: stages.map((s, i) => ({
        stageId: s.stageId,
        key: s.key,
        name: s.name,
        kind: s.kind,
        count: 6 - i,
        amount: (6 - i) * 10_000,
      })),
      weightedValue: 1_234_567,
      openAmount: 9_870_000,
      wonByMonth: [{ month: '2026-11', count: 2, amount: 300_000 }],
      activitiesByMember: [{ userId: 'u1', name: 'Li Na', count: 12 }],
      customers: 1234,
      tasksDue: 3,
    }),
    [customersRoutes.customerCreate.path]: okReply(detail(customer('c9', '杭州新客户有限公司'))),
    [customersRoutes.dealMove.path]: (init) => {
      const body = JSON.parse(String(init.body)) as { dealId: string; stageId: string };
      return okReply(deal(body.dealId, 'Pilot', body.stageId));
    },
    ...overrides,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const bodies = (path: string) =>
    stubbed.calls
      .filter((c) => c.url.startsWith(path) && typeof c.init.body === 'string')
      .map((c) => JSON.parse(String(c.init.body)) as unknown);
  return { ...stubbed, bodies };
}

const home = (search = '') =>
  renderWithApp(<CustomersHomePage />, signedInSession, `/customer/customerIndex${search}`);

describe('the contract figures repeated in the portal', () => {
  it('match the customers contract', () => {
    expect(CUSTOMER_SOURCES).toEqual(CONTRACT_SOURCES);
    expect(STAGE_KINDS).toEqual(CONTRACT_STAGE_KINDS);
    expect(ACTIVITY_KINDS).toEqual(CONTRACT_ACTIVITY_KINDS);
    expect(DEAL_STATES).toEqual(CONTRACT_DEAL_STATES);
    expect(customersZh.import.hint).toContain('{{columns}}');
    expect(IMPORT_COLUMNS.zh.join('、')).toBe('企业名称、统一社会信用代码、标签、联系人、职务、手机、邮箱');
    expect(IMPORT_COLUMNS.en.join(', ')).toBe(
      'Company name, Credit code, Tags, Contact, Title, Mobile, Email',
    );
  });

  it('has no Chinese in the English copy', () => {
    expect(JSON.stringify(customersEn)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(Object.keys(customersEn)).toEqual(Object.keys(customersZh));
  });
});

describe('the stage settings', () => {
  const drafts = toDrafts(stages, 'en');

  it('refuse locally what the contract refuses', () => {
    const refused = (d: typeof drafts) => {
      const out = stagesInput(d);
      if (typeof out === 'string') {
        // The contract refuses the same pipeline (the local check is not stricter either way).
        return out;
      }
      expect(stageSaveInput.safeParse(out).success).toBe(true);
      return null;
    };
    expect(refused(drafts)).toBeNull();
    expect(refused(drafts.slice(0, 2))).toBe('count');
    expect(refused(drafts.filter((d) => d.kind !== 'lost'))).toBe('kindsNeeded');
    expect(refused(drafts.map((d, i) => (i === 1 ? { ...d, name: drafts[0]!.name } : d)))).toBe(
      'namesDiffer',
    );
    expect(refused(drafts.map((d, i) => (i === 1 ? { ...d, name: ' ' } : d)))).toBe('nameRequired');
    expect(refused(drafts.map((d, i) => (i === 1 ? { ...d, probability: '101' } : d)))).toBe(
      'probabilityInvalid',
    );
    expect(refused(drafts.map((d, i) => (i === 1 ? { ...d, name: 'x'.repeat(21) } : d)))).toBe('nameTooLong');
    for (const bad of [drafts.slice(0, 2), drafts.filter((d) => d.kind !== 'lost')]) {
      const input = {
        stages: bad.map((d) => ({ name: d.stored, probability: Number(d.probability), kind: d.kind })),
      };
      expect(stageSaveInput.safeParse(input).success).toBe(false);
    }
  });

  it('keeps a default stage’s own name unless it is renamed', () => {
    const out = stagesInput(drafts.map((d, i) => (i === 1 ? { ...d, name: 'Discovery' } : d)));
    expect(typeof out).not.toBe('string');
    if (typeof out === 'string') return;
    expect(out.stages.map((s) => s.name)).toEqual([
      '初步接洽',
      'Discovery',
      '方案报价',
      '商务谈判',
      '赢单',
      '输单',
    ]);
    expect(out.stages[0]).toEqual({ stageId: '101', name: '初步接洽', probability: 10, kind: 'open' });
  });

  it('words the server’s timeline kinds in the reader’s language', () => {
    expect(timelineText(activity, 'en')).toEqual({ kind: '', text: 'Deal “Pilot” moved to Needs confirmed' });
    expect(timelineText(activity, 'zh').text).toBe('商机「Pilot」进入阶段：需求确认');
    // Without the stage's key, a default stage is known by its stored name.
    const { stageKey: _key, ...params } = activity.params;
    expect(timelineText({ ...activity, params }, 'en').text).toBe('Deal “Pilot” moved to Needs confirmed');
    expect(timelineText({ ...activity, params: { ...params, stage: '验证' } }, 'en').text).toBe(
      'Deal “Pilot” moved to 验证',
    );
  });
});

describe('/customer/customerIndex', () => {
  it('lists the customers, opens one with its contacts, deals, tasks and timeline', async () => {
    stub();
    home();
    await waitFor(() => expect(screen.getByRole('tab', { name: /任务/ })).toHaveTextContent('3'));
    const row = await screen.findByRole('button', { name: '查看 Acme' });
    expect(screen.getByText('12.5万元')).toBeInTheDocument();
    // The administrator's actions show for an administrator.
    expect(screen.getByRole('button', { name: '离职移交' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择 Acme' })).toBeInTheDocument();
    await userEvent.click(row);
    const drawer = await screen.findByTestId('customer-drawer');
    expect(drawer).toHaveTextContent('Zhang · CEO · 13800138000');
    expect(await within(drawer).findByText('Pilot')).toBeInTheDocument();
    expect(await within(drawer).findByText('Send the proposal')).toBeInTheDocument();
    expect(await within(drawer).findByText('商机「Pilot」进入阶段：需求确认')).toBeInTheDocument();
  });

  it('hides the administrator’s actions from a member', async () => {
    stub({
      [customersRoutes.members.path]: okReply([
        { userId: 'u1', name: 'Li Na', isAdmin: false },
        { userId: 'u2', name: 'Wang Qiang', isAdmin: true },
      ]),
    });
    home();
    await screen.findByRole('button', { name: '查看 Acme' });
    expect(screen.queryByRole('button', { name: '离职移交' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '选择 Acme' })).not.toBeInTheDocument();
  });

  it('filters, exports with the filters, and lets the administrator reassign the chosen rows', async () => {
    const { bodies, calls } = stub({
      [customersRoutes.customerExport.path]: {
        status: 200,
        body: { code: 500, msg: '导出过于频繁', data: null },
      },
      [customersRoutes.customerAssign.path]: okReply({ changed: 1 }),
    });
    home();
    await screen.findByRole('button', { name: '查看 Acme' });
    await userEvent.selectOptions(screen.getByLabelText('来源'), 'lead');
    await userEvent.type(screen.getByLabelText('搜索客户'), 'Acme{Enter}');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.startsWith(customersRoutes.customerPage.path) &&
            c.url.includes('source=lead') &&
            c.url.includes('keyword=Acme'),
        ),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(bodies(customersRoutes.customerExport.path)).toHaveLength(1));
    expect(bodies(customersRoutes.customerExport.path)[0]).toEqual({ source: 'lead', keyword: 'Acme' });
    expect(await screen.findByText('导出过于频繁')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 Acme' }));
    await userEvent.click(screen.getByRole('button', { name: '分配给同事' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('同事'), 'u2');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies(customersRoutes.customerAssign.path)).toEqual([{ customerIds: ['c1'], ownerId: 'u2' }]),
    );
    expect(await screen.findByText('已分配 1 个客户')).toBeInTheDocument();
  });

  it('creates a customer entered by hand with tags and a contact', async () => {
    const { bodies } = stub();
    home();
    await userEvent.click(await screen.findByRole('button', { name: '新建客户' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('手动填写'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入企业名称')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('企业名称'), '杭州新客户有限公司');
    await userEvent.type(within(dialog).getByLabelText('统一社会信用代码（选填）'), '91330100716105852X');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('统一社会信用代码不正确')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('统一社会信用代码（选填）'));
    await userEvent.type(within(dialog).getByLabelText('统一社会信用代码（选填）'), '91330100716105852f');
    await userEvent.type(within(dialog).getByLabelText('标签（选填）'), '重点，华东、重点');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加联系人' }));
    await userEvent.type(within(dialog).getByLabelText('姓名 1'), '张三');
    await userEvent.type(within(dialog).getByLabelText('手机 1'), '13800138000');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(customersRoutes.customerCreate.path)).toHaveLength(1));
    expect(bodies(customersRoutes.customerCreate.path)[0]).toEqual({
      name: '杭州新客户有限公司',
      uscNo: '91330100716105852F',
      tags: ['重点', '华东'],
      contacts: [{ name: '张三', phone: '13800138000' }],
    });
  });

  it('creates a customer from a company picked by name', async () => {
    const { bodies } = stub({
      [searchRoutes.suggestCompany.path]: okReply([
        { companyId: '9001', companyName: '深圳云启科技有限公司', matched: 'name' },
      ]),
    });
    home();
    await userEvent.click(await screen.findByRole('button', { name: '新建客户' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('企业名称'), '云启');
    // The suggestions float in a layer of their own, outside the dialog.
    await userEvent.click(await screen.findByRole('option', { name: '深圳云启科技有限公司' }));
    expect(within(dialog).getByText('已选择：深圳云启科技有限公司')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(customersRoutes.customerCreate.path)).toHaveLength(1));
    expect(bodies(customersRoutes.customerCreate.path)[0]).toEqual({ companyId: '9001' });
  });

  it('shows every bad row of a refused import', async () => {
    const { calls } = stub({
      [customersRoutes.customerImport.path]: {
        body: {
          code: 500,
          msg: '文件中有错误的行，未导入任何客户',
          data: {
            rows: 3,
            created: 0,
            errors: [
              { row: 2, column: '统一社会信用代码', code: 'creditCodeInvalid' },
              { row: 4, column: '企业名称', code: 'nameMissing' },
            ],
          },
        },
      },
    });
    home();
    await userEvent.click(await screen.findByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '上传并导入' }));
    expect(await within(dialog).findByText('请选择文件')).toBeInTheDocument();
    const file = new File(['企业名称\n'], 'customers.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('选择文件'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: '上传并导入' }));
    const rows = await within(dialog).findByTestId('import-errors');
    expect(within(dialog).getByText('文件中有 2 行有误，未导入任何客户：')).toBeInTheDocument();
    expect(rows).toHaveTextContent('第 2 行统一社会信用代码统一社会信用代码不正确');
    expect(rows).toHaveTextContent('第 4 行企业名称缺少企业名称');
    const upload = calls.find((c) => c.url === customersRoutes.customerImport.path);
    expect(upload?.init.body).toBeInstanceOf(FormData);
    expect((upload?.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(new Headers(upload?.init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('reports the created count of an import', async () => {
    stub({ [customersRoutes.customerImport.path]: okReply({ rows: 5, created: 5, errors: [] }) });
    home();
    await userEvent.click(await screen.findByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(
      within(dialog).getByLabelText('选择文件'),
      new File(['x'], 'c.xlsx', { type: 'application/octet-stream' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '上传并导入' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('已导入 5 个客户');
  });
});

describe('the deals board', () => {
  const column = (name: RegExp) => screen.getByRole('group', { name });
  // The columns' virtual lists keep their cards hidden until measured, which jsdom never does: the
  // card is found by its id, and keyed as a keyboard user would (Space lifts, → moves, Space drops).
  const card = (id: string) => document.querySelector<HTMLElement>(`[data-card-id="${id}"]`)!;
  const moveRight = async (id: string) => {
    await waitFor(() => expect(card(id)).not.toBeNull());
    card(id).focus();
    fireEvent.keyDown(card(id), { key: ' ' });
    fireEvent.keyDown(card(id), { key: 'ArrowRight' });
    fireEvent.keyDown(card(id), { key: ' ' });
  };

  it('moves a card to the next stage and posts it', async () => {
    const { bodies } = stub();
    home('?tab=deals');
    await screen.findByTestId('deal-board');
    expect(within(column(/初步接洽/)).getByText('Pilot')).toBeInTheDocument();
    await moveRight('d1');
    await waitFor(() => expect(bodies(customersRoutes.dealMove.path)).toHaveLength(1));
    expect(bodies(customersRoutes.dealMove.path)[0]).toEqual({ dealId: 'd1', stageId: '102' });
    expect(await screen.findByText('已移到“需求确认”')).toBeInTheDocument();
  });

  it('puts the card back when the server refuses the move', async () => {
    const { bodies } = stub({
      [customersRoutes.dealMove.path]: { body: { code: 500, msg: '该阶段不存在', data: null } },
    });
    home('?tab=deals');
    await screen.findByTestId('deal-board');
    await moveRight('d1');
    await waitFor(() => expect(bodies(customersRoutes.dealMove.path)).toHaveLength(1));
    expect(await screen.findByText('该阶段不存在')).toBeInTheDocument();
    await waitFor(() => expect(within(column(/初步接洽/)).getByText('Pilot')).toBeInTheDocument());
    expect(within(column(/需求确认/)).queryByText('Pilot')).not.toBeInTheDocument();
  });

  it('lets the administrator set the stages, refusing locally and showing the server’s refusal', async () => {
    const { bodies } = stub({
      [customersRoutes.stageSave.path]: {
        body: { code: 500, msg: '该阶段下还有商机，请先将商机移到其他阶段', data: null },
      },
    });
    home('?tab=deals');
    await userEvent.click(await screen.findByRole('button', { name: '阶段设置' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('阶段 1 名称')).toHaveValue('初步接洽');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除阶段 6' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('需要至少一个进行中、一个赢单和一个输单阶段')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '添加阶段' }));
    await userEvent.type(within(dialog).getByLabelText('阶段 6 名称'), '赢单');
    await userEvent.selectOptions(within(dialog).getByLabelText('阶段 6 类型'), 'lost');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('阶段名称不能重复')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('阶段 6 名称'));
    await userEvent.type(within(dialog).getByLabelText('阶段 6 名称'), '放弃');
    await userEvent.click(within(dialog).getByRole('button', { name: '上移阶段 6' }));
    expect(bodies(customersRoutes.stageSave.path)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies(customersRoutes.stageSave.path)).toHaveLength(1));
    expect(bodies(customersRoutes.stageSave.path)[0]).toEqual({
      stages: [
        { stageId: '101', name: '初步接洽', probability: 10, kind: 'open' },
        { stageId: '102', name: '需求确认', probability: 30, kind: 'open' },
        { stageId: '103', name: '方案报价', probability: 50, kind: 'open' },
        { stageId: '104', name: '商务谈判', probability: 70, kind: 'open' },
        { name: '放弃', probability: 0, kind: 'lost' },
        { stageId: '105', name: '赢单', probability: 100, kind: 'won' },
      ],
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '该阶段下还有商机，请先将商机移到其他阶段',
    );
  });

  it('edits a deal from the table: its fields, then its stage as a move', async () => {
    const { bodies } = stub({
      [customersRoutes.dealUpdate.path]: okReply(deal('d1', 'Pilot phase 2', '101', { amount: 80_000 })),
    });
    home('?tab=deals');
    await userEvent.click(await screen.findByLabelText('列表视图'));
    const table = await screen.findByTestId('deal-table');
    await userEvent.click(await within(table).findByRole('button', { name: '编辑 Pilot' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑商机' });
    expect(within(dialog).getByLabelText('金额')).toHaveValue(50_000);
    await userEvent.clear(within(dialog).getByLabelText('商机'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请输入商机名称');
    await userEvent.type(within(dialog).getByLabelText('商机'), 'Pilot phase 2');
    await userEvent.clear(within(dialog).getByLabelText('金额'));
    await userEvent.type(within(dialog).getByLabelText('金额'), '80000');
    await userEvent.selectOptions(within(dialog).getByLabelText('阶段'), '102');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已保存商机')).toBeInTheDocument();
    expect(bodies(customersRoutes.dealUpdate.path)).toEqual([
      { dealId: 'd1', title: 'Pilot phase 2', amount: 80_000, expectedCloseOn: '2026-12-31' },
    ]);
    expect(bodies(customersRoutes.dealMove.path)).toEqual([{ dealId: 'd1', stageId: '102' }]);
    expect(screen.queryByRole('dialog', { name: '编辑商机' })).not.toBeInTheDocument();
  });

  it('deletes a deal only after the confirm, and offers nothing on a deal the reader cannot manage', async () => {
    const { bodies } = stub({
      [customersRoutes.dealPage.path]: okReply({
        records: [deal('d1', 'Pilot', '101'), deal('d3', 'Theirs', '101', { canManage: false })],
        total: 2,
        current: 1,
        size: 20,
      }),
      [customersRoutes.dealRemove.path]: okReply({ changed: 1 }),
    });
    home('?tab=deals');
    await userEvent.click(await screen.findByLabelText('列表视图'));
    const table = await screen.findByTestId('deal-table');
    expect(await within(table).findByText('Theirs')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '删除 Theirs' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: '删除 Pilot' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(bodies(customersRoutes.dealRemove.path)).toHaveLength(0);
    await userEvent.click(within(table).getByRole('button', { name: '删除 Pilot' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(customersRoutes.dealRemove.path)).toEqual([{ dealId: 'd1' }]));
    expect(await screen.findByText('已删除商机')).toBeInTheDocument();
  });

  it('lists the deals as a table', async () => {
    stub();
    home('?tab=deals');
    await userEvent.click(await screen.findByLabelText('列表视图'));
    const table = await screen.findByTestId('deal-table');
    expect(await within(table).findByText('Pilot')).toBeInTheDocument();
    expect(table).toHaveTextContent('初步接洽');
  });
});

describe('the tasks and the dashboard', () => {
  it('lists my open tasks and marks one done', async () => {
    const { bodies, calls } = stub({
      [customersRoutes.taskDone.path]: okReply({ ...task, done: true }),
    });
    home('?tab=tasks');
    await userEvent.click(await screen.findByRole('checkbox', { name: '完成 Send the proposal' }));
    await waitFor(() =>
      expect(bodies(customersRoutes.taskDone.path)).toEqual([{ taskId: 't1', done: true }]),
    );
    expect(screen.getByText('今日到期 1 个，已逾期 2 个')).toBeInTheDocument();
    expect(
      calls.some((c) => c.url.startsWith(customersRoutes.taskPage.path) && c.url.includes('mine=true')),
    ).toBe(true);
  });

  it('adds a customer’s task for a colleague', async () => {
    const { bodies } = stub({
      [customersRoutes.taskAdd.path]: okReply({ ...task, taskId: 't2', title: 'Call back' }),
    });
    home();
    await userEvent.click(await screen.findByRole('button', { name: '查看 Acme' }));
    const form = await screen.findByRole('form', { name: '添加任务' });
    expect(within(form).getByLabelText('执行人')).toHaveValue('u1');
    await userEvent.type(within(form).getByLabelText('任务'), 'Call back');
    await userEvent.selectOptions(within(form).getByLabelText('执行人'), 'u2');
    await userEvent.click(within(form).getByRole('button', { name: '添加任务' }));
    await waitFor(() => expect(bodies(customersRoutes.taskAdd.path)).toHaveLength(1));
    expect(bodies(customersRoutes.taskAdd.path)[0]).toMatchObject({
      customerId: 'c1',
      title: 'Call back',
      assigneeId: 'u2',
    });
  });

  it('shows the pipeline figures', async () => {
    stub();
    home('?tab=dashboard');
    const board = await screen.findByTestId('crm-dashboard');
    expect(board).toHaveTextContent('123.46万元');
    expect(board).toHaveTextContent('987万元');
    expect(board).toHaveTextContent('1,234');
  });
});

describe('in English', () => {
  // The ui kit's own words follow its locale (zh in the harness), the data is the data's.
  const uiKitWords = /请选择|分页|第 \d+ 页|上一页|下一页|条未读|暂无数据/g;
  const english = (text: string) => text.replace(uiKitWords, '');

  it('shows no Chinese interface words on any tab', async () => {
    changeLanguage('en');
    stub({
      [customersRoutes.activityList.path]: okReply([
        activity,
        { ...activity, activityId: 'a2', kind: 'call', text: 'Called the CEO', params: {} },
      ]),
    });
    const view = home();
    await userEvent.click(await screen.findByRole('button', { name: 'View Acme' }));
    const drawer = await screen.findByTestId('customer-drawer');
    expect(await within(drawer).findByText('Deal “Pilot” moved to Needs confirmed')).toBeInTheDocument();
    expect(await within(drawer).findByText('Called the CEO')).toBeInTheDocument();
    expect(screen.getAllByText('CNY 125K').length).toBeGreaterThan(0);
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
    view.unmount();

    for (const [tab, ready] of [
      ['deals', 'deal-board'],
      ['tasks', 'crm-my-tasks'],
      ['dashboard', 'crm-dashboard'],
    ] as const) {
      const page = home(`?tab=${tab}`);
      await screen.findByTestId(ready);
      if (tab === 'deals') await screen.findByText('Needs confirmed');
      if (tab === 'tasks') await screen.findByText('Send the proposal');
      expect(english(document.body.textContent ?? ''), tab).not.toMatch(/[\u4e00-\u9fff]/);
      page.unmount();
    }
  });

  it('shows the stage settings and the import in English', async () => {
    changeLanguage('en');
    stub();
    const view = home('?tab=deals');
    await userEvent.click(await screen.findByRole('button', { name: 'Stage settings' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Stage 1 name')).toHaveValue('First contact');
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
    view.unmount();
    const list = home();
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Company name, Credit code, Tags');
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
    list.unmount();
    home();
    await userEvent.click(await screen.findByRole('button', { name: 'New customer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByLabelText('Enter by hand'));
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
