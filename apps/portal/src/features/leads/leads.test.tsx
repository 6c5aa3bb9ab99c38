import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FOLLOW_UP_KINDS as CONTRACT_KINDS,
  LEADS_LIMITS,
  LEAD_PRODUCT_TAGS as CONTRACT_PRODUCT_TAGS,
  LEAD_STATUSES as CONTRACT_STATUSES,
  customersRoutes,
  leadsRoutes,
  type Lead,
  type LeadCandidate,
  type LeadList,
} from '@platform/contracts';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { toast } from '@platform/ui';
import { installRequestEffects, requestEffects } from '../../shared/api/requestEffects';
import { resetErrorToast } from '../../shared/api/errorToast';
import { changeLanguage } from '../../shared/i18n';
import { renderWithApp, signedInSession, okReply, stubApi } from '../../test/renderWithApp';
import LeadsHomePage from './LeadsHomePage';
import { leadsEn, leadsZh } from './copy';
import {
  FOLLOW_UP_KINDS,
  GROWTH_MAX,
  GROWTH_MIN,
  LEAD_PRODUCT_TAGS,
  LEAD_STATUSES,
  LIST_LEADS_MAX,
  LIST_NAME_MAX,
  LOOK_ALIKE_MAX,
  NOTE_MAX,
  QUALIFICATIONS_MAX,
  REASON_MAX,
} from './limits';
import { EMPTY_PROFILE, profileProblems, toProfileInput } from './profile';

const original = { ...requestEffects() };
beforeEach(() => {
  // The request layer's failures as the shell shows them: an error toast with the server's message.
  installRequestEffects({ errorToast: (message) => toast.error(message) });
});
afterEach(() => {
  changeLanguage('zh');
  installRequestEffects(original);
  resetErrorToast();
  vi.unstubAllGlobals();
});

const candidate: LeadCandidate = {
  companyId: '9001',
  companyName: '深圳云启科技有限公司',
  uscNo: '91440300MA5XXXXXX1',
  regionCode: '440305',
  regionName: '广东省深圳市南山区',
  industryCode: 'I',
  industryName: '信息传输、软件和信息技术服务业',
  regCapital: 500,
  foundedYear: 2018,
  statusCode: '1',
  statusName: '在营',
  score: 87,
  hasCard: true,
  reasons: [
    { code: 'capital', params: { capital: 500 } },
    { code: 'scale', params: { tag: '小型' } },
    { code: 'hasCard', params: {} },
  ],
};
const list: LeadList = {
  listId: '31',
  name: '深圳软件企业',
  ownerId: 'u1',
  ownerName: '李娜',
  share: 'organisation',
  sharedUserIds: [],
  leadCount: 2,
  statusCounts: { new: 1, contacted: 1, interested: 0, converted: 0, invalid: 0 },
  canManage: true,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const lead = (id: string, name: string, extra: Partial<Lead> = {}): Lead => ({
  leadId: id,
  listId: '31',
  companyId: `c${id}`,
  companyName: name,
  uscNo: '91440300MA5XXXXXX1',
  regionCode: '440305',
  regionName: '广东省深圳市南山区',
  industryName: '软件',
  score: 80,
  status: 'new',
  invalidReason: null,
  assigneeId: null,
  assigneeName: null,
  nextFollowUpOn: null,
  lastFollowUpAt: null,
  followUpCount: 0,
  convertedAt: null,
  productTags: [],
  canWork: true,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...extra,
});
const leads = [
  lead('41', '甲公司'),
  lead('42', '乙公司', { status: 'contacted', nextFollowUpOn: '2020-01-01' }),
];

function stub(overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  const stubbed = stubApi({
    [bigdataRoutes.searchConditions.path]: okReply({ industries: [], chains: [] }),
    [leadsRoutes.leadDue.path]: okReply({ today: '2026-11-27', dueToday: 1, overdue: 1, leads: [leads[1]] }),
    [leadsRoutes.members.path]: okReply([
      { userId: 'u1', name: '李娜', isAdmin: true },
      { userId: 'u2', name: '王强', isAdmin: false },
    ]),
    [leadsRoutes.profileCount.path]: (init) => {
      const body = JSON.parse(String(init.body)) as { profile: { capitalMin?: number } };
      return okReply({ total: body.profile.capitalMin === 100 ? 1234 : 99999 });
    },
    [leadsRoutes.profileSearch.path]: okReply({ records: [candidate], total: 1, current: 1, size: 10 }),
    [leadsRoutes.listCreate.path]: okReply(list),
    [leadsRoutes.listPage.path]: okReply({ records: [list], total: 1, current: 1, size: 20 }),
    [leadsRoutes.listDetail.path]: okReply(list),
    [leadsRoutes.leadPage.path]: okReply({ records: leads, total: 2, current: 1, size: 20 }),
    [leadsRoutes.leadStatus.path]: okReply({ changed: 1 }),
    [leadsRoutes.leadAssign.path]: okReply({ changed: 1 }),
    [leadsRoutes.followUpList.path]: okReply([]),
    ...overrides,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const bodies = (path: string) =>
    stubbed.calls
      .filter((c) => c.url.startsWith(path))
      .map((c) => JSON.parse(String(c.init.body)) as unknown);
  return { ...stubbed, bodies };
}

describe('the contract figures repeated in the portal', () => {
  it('match the leads contract', () => {
    expect(LEAD_STATUSES).toEqual(CONTRACT_STATUSES);
    expect(FOLLOW_UP_KINDS).toEqual(CONTRACT_KINDS);
    expect(LEAD_PRODUCT_TAGS).toEqual(CONTRACT_PRODUCT_TAGS);
    expect([GROWTH_MIN, GROWTH_MAX]).toEqual([LEADS_LIMITS.growthMin, LEADS_LIMITS.growthMax]);
    expect([LIST_NAME_MAX, LIST_LEADS_MAX, LOOK_ALIKE_MAX, NOTE_MAX, REASON_MAX, QUALIFICATIONS_MAX]).toEqual(
      [
        LEADS_LIMITS.nameMax,
        LEADS_LIMITS.listMax,
        LEADS_LIMITS.lookAlikeMax,
        LEADS_LIMITS.noteMax,
        LEADS_LIMITS.reasonMax,
        LEADS_LIMITS.tagsMax,
      ],
    );
  });

  it('has no Chinese in the English copy', () => {
    expect(JSON.stringify(leadsEn)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(Object.keys(leadsEn)).toEqual(Object.keys(leadsZh));
  });
});

describe('the profile', () => {
  it('becomes the contract profile, sections and nodes told apart', () => {
    expect(toProfileInput(EMPTY_PROFILE)).toEqual({});
    expect(
      toProfileInput({
        ...EMPTY_PROFILE,
        industryCode: '65',
        chainNodeCode: 'NEV0101',
        regionCode: '440300',
        capitalMin: '100',
        yearMin: '2010',
        yearMax: '2020',
        status: ['2', '1'],
        qualifications: '高新技术企业，专精特新',
        listed: '0',
        scale: '小型',
        hasCard: true,
      }),
    ).toEqual({
      divisionCodes: ['65'],
      chainCode: 'NEV',
      nodeCodes: ['NEV0101'],
      regionCodes: ['440300'],
      capitalMin: 100,
      foundedFrom: 2010,
      foundedTo: 2020,
      statusCodes: ['1', '2'],
      qualificationTags: ['高新技术企业', '专精特新'],
      listed: false,
      scaleTags: ['小型'],
      hasCard: true,
    });
    expect(toProfileInput({ ...EMPTY_PROFILE, industryCode: 'I', chainNodeCode: 'NEV' })).toEqual({
      sectionCodes: ['I'],
      chainCode: 'NEV',
    });
  });

  it('refuses upside-down ranges and short years', () => {
    expect(profileProblems({ ...EMPTY_PROFILE, capitalMin: '9', capitalMax: '1' })).toEqual(['capital']);
    expect(profileProblems({ ...EMPTY_PROFILE, yearMin: '2020', yearMax: '2010' })).toEqual(['year']);
    expect(profileProblems({ ...EMPTY_PROFILE, yearMin: '20' })).toEqual(['yearFormat']);
  });

  it('sends the financial signals and refuses growth or debt ratios out of bounds', () => {
    expect(
      toProfileInput({
        ...EMPTY_PROFILE,
        stateOwned: '1',
        investsOthers: '0',
        financedWithin: '12',
        growthMin: '-12.5',
        debtRatioMin: '20',
        debtRatioMax: '70',
      }),
    ).toEqual({
      stateOwned: true,
      investsOthers: false,
      financedWithinMonths: 12,
      revenueGrowthMin: -12.5,
      debtRatioMin: 20,
      debtRatioMax: 70,
    });
    expect(profileProblems({ ...EMPTY_PROFILE, growthMin: '-101' })).toEqual(['growth']);
    expect(profileProblems({ ...EMPTY_PROFILE, growthMin: '-' })).toEqual(['growth']);
    expect(profileProblems({ ...EMPTY_PROFILE, debtRatioMax: '120' })).toEqual(['debtRatio']);
    expect(profileProblems({ ...EMPTY_PROFILE, debtRatioMin: '80', debtRatioMax: '20' })).toEqual([
      'debtRange',
    ]);
    expect(
      profileProblems({ ...EMPTY_PROFILE, growthMin: '0', debtRatioMin: '0', debtRatioMax: '100' }),
    ).toEqual([]);
  });
});

describe('/toker/tokerIndex', () => {
  it('counts the matches as the user types, then lists them with reasons and saves a list', async () => {
    const { bodies, calls } = stub();
    const { router } = renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex');
    const count = await screen.findByTestId('match-count');
    await waitFor(() => expect(count).toHaveTextContent('99,999 家'));
    await userEvent.type(screen.getByLabelText('注册资本（万元） 最低'), '100');
    await waitFor(() => expect(count).toHaveTextContent('1,234 家'));
    // Debounced: typing "100" asked once more, not once per key.
    const asked = bodies(leadsRoutes.profileCount.path) as { profile: object }[];
    expect(asked.at(-1)).toEqual({ profile: { capitalMin: 100 } });
    expect(asked.length).toBeLessThanOrEqual(3);

    await userEvent.click(screen.getByRole('button', { name: '查看结果' }));
    const [match] = await screen.findAllByTestId('lead-match');
    expect(match).toHaveTextContent('深圳云启科技有限公司');
    expect(match).toHaveTextContent('注册资本 500 万元');
    expect(match).toHaveTextContent('企业规模：小型');
    expect(match).toHaveTextContent('有成员在平台上开通了名片');

    await userEvent.click(screen.getByRole('button', { name: '保存为线索清单' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入清单名称')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('清单名称'), '深圳软件企业');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(leadsRoutes.listCreate.path)).toHaveLength(1));
    expect(bodies(leadsRoutes.listCreate.path)[0]).toEqual({
      name: '深圳软件企业',
      profile: { capitalMin: 100 },
      top: 1,
    });
    // The new list opens on the lists tab.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=lists&list=31'));
    expect(await screen.findByTestId('lead-list-detail')).toBeInTheDocument();
    expect(
      calls.some((c) => c.url.startsWith(leadsRoutes.leadPage.path) && c.url.includes('listId=31')),
    ).toBe(true);
  });

  it('finds companies like the samples picked from the results', async () => {
    const { bodies } = stub({
      [leadsRoutes.lookAlike.path]: okReply({
        records: [{ ...candidate, companyId: '9002', companyName: '广州星河科技有限公司' }],
        total: 1,
        current: 1,
        size: 10,
      }),
    });
    renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex');
    await userEvent.click(await screen.findByRole('button', { name: '查看结果' }));
    await userEvent.click(await screen.findByRole('button', { name: '选为样本 深圳云启科技有限公司' }));
    const samples = screen.getByRole('list', { name: '样本企业' });
    expect(samples).toHaveTextContent('深圳云启科技有限公司');
    await userEvent.click(screen.getByRole('button', { name: '查找相似企业' }));
    expect(await screen.findByText('广州星河科技有限公司')).toBeInTheDocument();
    expect(bodies(leadsRoutes.lookAlike.path)[0]).toEqual({ companyIds: ['9001'], current: 1, size: 10 });
  });

  it('asks for the reason when a lead is set invalid', async () => {
    const { bodies } = stub();
    renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex?tab=lists&list=31');
    await userEvent.click(await screen.findByRole('button', { name: '设置状态 甲公司' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('无效'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写无效原因')).toBeInTheDocument();
    expect(bodies(leadsRoutes.leadStatus.path)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('无效原因'), '已注销');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(leadsRoutes.leadStatus.path)).toHaveLength(1));
    expect(bodies(leadsRoutes.leadStatus.path)[0]).toEqual({
      leadIds: ['41'],
      status: 'invalid',
      reason: '已注销',
    });
  });

  it('assigns the chosen leads to a colleague, and keeps the dialog when the server refuses', async () => {
    const { bodies } = stub({
      [leadsRoutes.leadAssign.path]: { body: { code: 500, msg: '所选成员不属于本组织', data: null } },
    });
    renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex?tab=lists&list=31');
    // The overdue lead is marked, and the lists tab carries the due badge.
    expect(await screen.findByText('已逾期')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /线索清单/ })).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 乙公司' }));
    await userEvent.click(screen.getByRole('button', { name: '分配' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择同事')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('同事'), 'u2');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(leadsRoutes.leadAssign.path)).toHaveLength(1));
    expect(bodies(leadsRoutes.leadAssign.path)[0]).toEqual({
      listId: '31',
      mode: 'manual',
      assigneeId: 'u2',
      leadIds: ['42'],
    });
    // Refused: the server's message shows, the dialog stays open with nothing lost.
    expect(await screen.findByText('所选成员不属于本组织')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText('同事')).toHaveValue('u2');
  });
});

describe('/tokerFinance/tokerFinanceIndex (金融拓客)', () => {
  const FINANCE = '/tokerFinance/tokerFinanceIndex';

  it('shows the financial signals only on the finance home, counts with them and says why', async () => {
    const view = (stub(), renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex'));
    await screen.findByTestId('match-count');
    expect(screen.queryByLabelText('资产负债率（%） 最低')).not.toBeInTheDocument();
    view.unmount();

    const { bodies } = stub({
      [leadsRoutes.profileSearch.path]: okReply({
        records: [
          {
            ...candidate,
            reasons: [
              { code: 'stateOwned', params: {} },
              { code: 'recentFinancing', params: { round: 'B轮', date: '2026-05-18' } },
              { code: 'revenueGrowth', params: { growth: 12.3, year: 2025 } },
              { code: 'debtRatio', params: { ratio: 45.6, year: 2025 } },
            ],
          },
        ],
        total: 1,
        current: 1,
        size: 10,
      }),
    });
    renderWithApp(<LeadsHomePage />, signedInSession, FINANCE);
    expect(await screen.findByRole('heading', { name: '金融拓客' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('国有企业'), '1');
    await userEvent.selectOptions(screen.getByLabelText('近期获得融资'), '24');
    await userEvent.type(screen.getByLabelText('营收增长率不低于（%）'), '-5');
    await userEvent.type(screen.getByLabelText('资产负债率（%） 最高'), '70');
    await waitFor(() =>
      expect((bodies(leadsRoutes.profileCount.path) as { profile: object }[]).at(-1)).toEqual({
        profile: { stateOwned: true, financedWithinMonths: 24, revenueGrowthMin: -5, debtRatioMax: 70 },
      }),
    );
    await userEvent.type(screen.getByLabelText('资产负债率（%） 最低'), '80');
    expect(await screen.findByRole('alert')).toHaveTextContent('最低值不能大于最高值');
    expect(screen.getByRole('button', { name: '查看结果' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('资产负债率（%） 最低'));
    await userEvent.click(screen.getByRole('button', { name: '查看结果' }));
    const [match] = await screen.findAllByTestId('lead-match');
    expect(match).toHaveTextContent('国有企业');
    expect(match).toHaveTextContent('最近一次融资：B轮（2026-05-18）');
    expect(match).toHaveTextContent('2025 年营业收入增长 12.3%');
    expect(match).toHaveTextContent('2025 年资产负债率 45.6%');
  });

  it('shows, filters and sets the products to pitch on the list’s leads', async () => {
    const { bodies, calls } = stub({
      [leadsRoutes.leadPage.path]: okReply({
        records: [lead('41', '甲公司', { productTags: ['bond'] }), leads[1]],
        total: 2,
        current: 1,
        size: 20,
      }),
      [leadsRoutes.leadProducts.path]: okReply({ changed: 2 }),
    });
    renderWithApp(<LeadsHomePage />, signedInSession, `${FINANCE}?tab=lists&list=31`);
    expect(await screen.findByText('未设置')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('债券')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('推荐产品'), 'equity');
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.startsWith(leadsRoutes.leadPage.path) && c.url.includes('productTag=equity')),
      ).toBe(true),
    );
    // One lead: its own products are ticked.
    await userEvent.click(screen.getByRole('button', { name: '为 甲公司 设置产品' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('债券')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    // The chosen leads: the products replace theirs.
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 甲公司' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 乙公司' }));
    await userEvent.click(screen.getByRole('button', { name: '设置产品' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('融资租赁'));
    await userEvent.click(within(dialog).getByLabelText('流动资金贷款'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies(leadsRoutes.leadProducts.path)).toEqual([
        { leadIds: ['41', '42'], tags: ['workingCapital', 'leasing'] },
      ]),
    );
    expect(await screen.findByText('已更新 2 条线索的推荐产品')).toBeInTheDocument();
  });

  it('keeps products off the 精准拓客 home', async () => {
    stub();
    renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex?tab=lists&list=31');
    await screen.findByRole('button', { name: '设置状态 甲公司' });
    expect(screen.queryByRole('button', { name: '设置产品' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('推荐产品')).not.toBeInTheDocument();
  });
});

describe('patents and capital increases', () => {
  const reasons = [
    { code: 'hasPatents', params: { count: 12 } },
    { code: 'capitalIncrease', params: { before: 500, after: 2000, date: '2026-05-18' } },
  ];
  const withReasons = () =>
    stub({
      [leadsRoutes.profileSearch.path]: okReply({
        records: [{ ...candidate, reasons }],
        total: 1,
        current: 1,
        size: 10,
      }),
    });

  it('become the contract profile', () => {
    expect(toProfileInput({ ...EMPTY_PROFILE, hasPatents: true, capitalIncreasedWithin: '24' })).toEqual({
      hasPatents: true,
      capitalIncreasedWithinMonths: 24,
    });
    expect(toProfileInput({ ...EMPTY_PROFILE, hasPatents: false, capitalIncreasedWithin: '' })).toEqual({});
  });

  it('offers 有专利 on the 精准拓客 home (the capital increase only on the finance home) and says why', async () => {
    const { bodies } = withReasons();
    renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex');
    await screen.findByTestId('match-count');
    expect(screen.queryByLabelText('近期增资')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '有专利' }));
    await waitFor(() =>
      expect((bodies(leadsRoutes.profileCount.path) as { profile: object }[]).at(-1)).toEqual({
        profile: { hasPatents: true },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '查看结果' }));
    const [match] = await screen.findAllByTestId('lead-match');
    expect(match).toHaveTextContent('有专利（12 项）');
  });

  it('filters by a capital increase on the finance home and quotes it', async () => {
    const { bodies } = withReasons();
    renderWithApp(<LeadsHomePage />, signedInSession, '/tokerFinance/tokerFinanceIndex');
    await userEvent.selectOptions(await screen.findByLabelText('近期增资'), '12');
    await userEvent.click(screen.getByRole('checkbox', { name: '有专利' }));
    await waitFor(() =>
      expect((bodies(leadsRoutes.profileCount.path) as { profile: object }[]).at(-1)).toEqual({
        profile: { hasPatents: true, capitalIncreasedWithinMonths: 12 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '查看结果' }));
    const [match] = await screen.findAllByTestId('lead-match');
    expect(match).toHaveTextContent('最近一次增资：500 万元增至 2000 万元（2026-05-18）');
  });

  it('says all of it in English', async () => {
    changeLanguage('en');
    const { bodies } = withReasons();
    renderWithApp(<LeadsHomePage />, signedInSession, '/tokerFinance/tokerFinanceIndex');
    const increased = await screen.findByLabelText('Capital increased');
    expect(within(increased).getByRole('option', { name: 'Within 2 years' })).toBeInTheDocument();
    await userEvent.selectOptions(increased, '24');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Has patents' }));
    await waitFor(() =>
      expect((bodies(leadsRoutes.profileCount.path) as { profile: object }[]).at(-1)).toEqual({
        profile: { hasPatents: true, capitalIncreasedWithinMonths: 24 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    const [match] = await screen.findAllByTestId('lead-match');
    expect(match).toHaveTextContent('Has patents (12)');
    expect(match).toHaveTextContent('Latest capital increase: 500 to 2000 (10k CNY) on 2026-05-18');
  });
});

describe('转为客户', () => {
  it('turns the chosen leads into customers and tells how many were new', async () => {
    const { bodies, calls } = stub({
      [customersRoutes.customerFromLeads.path]: okReply({ created: 1, existing: 1, customerIds: ['7', '8'] }),
    });
    renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex?tab=lists&list=31');
    const convert = await screen.findByRole('button', { name: '转为客户' });
    expect(convert).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 甲公司' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 乙公司' }));
    const asked = calls.filter((c) => c.url.startsWith(leadsRoutes.leadPage.path)).length;
    await userEvent.click(convert);
    await waitFor(() =>
      expect(bodies(customersRoutes.customerFromLeads.path)).toEqual([{ leadIds: ['41', '42'] }]),
    );
    expect(await screen.findByText('已转为客户：新建 1 个，已是客户 1 个')).toBeInTheDocument();
    // The leads turned converted: the list asks for them again.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith(leadsRoutes.leadPage.path)).length).toBeGreaterThan(asked),
    );
  });
});

describe('in English', () => {
  // The ui kit's own words follow its locale (zh in the harness), the data is the data's.
  const uiKitWords = /请选择|分页|第 \d+ 页|上一页|下一页|条未读|暂无数据/g;
  const english = (text: string) => text.replace(uiKitWords, '');

  it('shows no Chinese interface words on the find tab and in a list', async () => {
    changeLanguage('en');
    stub({
      [leadsRoutes.profileSearch.path]: okReply({
        records: [{ ...candidate, companyName: 'Cloud Tech', regionName: 'Shenzhen' }],
        total: 1,
        current: 1,
        size: 10,
      }),
      [leadsRoutes.listDetail.path]: okReply({ ...list, name: 'Shenzhen software' }),
      [leadsRoutes.leadPage.path]: okReply({
        records: leads.map((l, i) => ({ ...l, companyName: `Company ${i}`, regionName: 'Shenzhen' })),
        total: 2,
        current: 1,
        size: 20,
      }),
      [leadsRoutes.members.path]: okReply([{ userId: 'u2', name: 'Wang', isAdmin: false }]),
    });
    const view = renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex');
    await userEvent.click(await screen.findByRole('button', { name: 'Show results' }));
    const [match] = await screen.findAllByTestId('lead-match');
    expect(match).toHaveTextContent('Company scale: Small');
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
    view.unmount();

    renderWithApp(<LeadsHomePage />, signedInSession, '/toker/tokerIndex?tab=lists&list=31');
    await screen.findByRole('button', { name: 'Set status Company 0' });
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows no Chinese interface words on the finance home', async () => {
    changeLanguage('en');
    stub({
      [leadsRoutes.listDetail.path]: okReply({ ...list, name: 'Shenzhen software' }),
      [leadsRoutes.leadPage.path]: okReply({
        records: [lead('41', 'Company 0', { productTags: ['equity'], regionName: 'Shenzhen' })],
        total: 1,
        current: 1,
        size: 20,
      }),
      [leadsRoutes.members.path]: okReply([{ userId: 'u2', name: 'Wang', isAdmin: false }]),
    });
    const view = renderWithApp(<LeadsHomePage />, signedInSession, '/tokerFinance/tokerFinanceIndex');
    expect(await screen.findByLabelText('Debt-to-asset ratio (%) Min')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Raised a round')).getByRole('option', { name: 'Within 2 years' }),
    ).toBeInTheDocument();
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
    view.unmount();
    renderWithApp(<LeadsHomePage />, signedInSession, '/tokerFinance/tokerFinanceIndex?tab=lists&list=31');
    await screen.findByRole('button', { name: 'Set products for Company 0' });
    expect(within(screen.getByRole('table')).getByText('Equity financing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set products for Company 0' }));
    await screen.findByRole('dialog');
    expect(english(document.body.textContent ?? '')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
