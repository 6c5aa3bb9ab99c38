import { ModuleCode } from '@platform/contracts';
import type { Store } from '../../../db/kysely';
import type { TenantInsert, TenantScope } from '../../../db/tenant-scope';
import { usersByIds } from '../../accounts';
import { regionFullName, regionNames } from '../../bigdata';
import * as repo from './seed-repo';

/**
 * Demo cards, so a new user sees cards right after `npm start` (after the demo companies are
 * loaded; cards link to them). Deterministic ids and picks (companies by id), run once: a second
 * start finds the first demo card and does nothing.
 */

const ID_BASE = 5_000_000_000_000_000_000n;
const cardId = (n: number) => String(ID_BASE + BigInt(n));
const moduleId = (card: number, i: number) => String(ID_BASE + 1_000_000n + BigInt(card * 100 + i));

const USER = {
  admin: '1000000000000000001',
  zhangwei: '1000000000000000002',
  lina: '1000000000000000003',
  wangfang: '1000000000000000004',
  liuyang: '1000000000000000005',
  zhaomin: '1000000000000000006',
} as const;

interface Company {
  company_id: string;
  company_name: string;
  business_scope: string;
  operate_addr: string;
  region_code: string;
  qualification_tags: string[];
  tech_field_tags: string[];
  service_product_tags: string[];
  industry_field_tags: string[];
}

type Card = Omit<TenantInsert<'vcards'>, 'id'> & {
  n: number;
  tenant: string;
  modules: [number, string, unknown][];
};

const json = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function enterpriseModules(c: Company | undefined, extra: [number, string, unknown][] = []) {
  if (!c) return extra;
  const list: [number, string, unknown][] = [
    [ModuleCode.BULLETS, '个人简介', '深耕产业数字化十余年\n负责区域市场拓展与客户成功\n欢迎交流合作'],
    [ModuleCode.LINKED_ENTERPRISE, '', { companyId: c.company_id, companyName: c.company_name }],
    [ModuleCode.TAGS_6, '', c.industry_field_tags.slice(0, 3)],
    [ModuleCode.TAGS_7, '', c.tech_field_tags.slice(0, 3)],
    [ModuleCode.TAGS_8, '', c.qualification_tags.slice(0, 3)],
    [ModuleCode.TAGS_9, '', c.service_product_tags.slice(0, 3)],
    [ModuleCode.BUSINESS_SCOPE, '', c.business_scope.slice(0, 500)],
    [
      ModuleCode.PRODUCTS,
      '产品服务',
      [
        { productName: '产业链数字化平台', attachList: [] },
        { productName: '企业画像与招商分析', attachList: [] },
      ],
    ],
    [ModuleCode.HONORS, '荣誉资质', [{ honorContent: '省级专精特新中小企业', attachList: [] }]],
    [
      ModuleCode.DYNAMICS,
      '',
      [
        {
          id: 'demo-1',
          title: '参加产业链数字化峰会',
          publishDt: '2026-03-18 10:00:00',
          content: '分享了区域产业链招商的实践经验。',
          isSys: 0,
        },
        {
          id: 'demo-2',
          title: '新产品发布',
          publishDt: '2026-05-06 14:30:00',
          content: '企业画像 2.0 上线，支持按产业链节点筛选。',
          isSys: 0,
        },
      ],
    ],
    ...extra,
  ];
  return list;
}

/** Social's follow writer (user_attention is social's): handed in, so vcard does not import social. */
export type AddFollows = (
  scope: TenantScope,
  rows: { user_id: string; target_user_id: string }[],
) => Promise<unknown>;

export async function seedDemoCards(store: Store, addFollows: AddFollows): Promise<boolean> {
  const db = store.db;
  const users = await usersByIds(db, Object.values(USER));
  if (users.length < Object.values(USER).length) return false;
  // eslint-disable-next-line no-restricted-syntax -- the seed checks its own rows in every tenant
  if (await repo.cardExistsAnyTenant(store.unscoped, cardId(1))) return false;

  const listed = await repo.firstListedCompany(db);
  const changedId = await repo.mostChangedCompanyId(db);
  const changed = changedId ? await repo.companyById(db, changedId) : undefined;
  const others = await repo.companiesExcept(db, [listed?.company_id ?? '', changed?.company_id ?? ''], 4);
  // The reminder shows a few of the changed company's newest tags: syncTime the day before its 6th newest change.
  const recent = changed ? await repo.newestTagChanges(db, changed.company_id, 6) : [];
  const syncBefore = recent.at(-1)?.changed_on
    ? new Date(Date.parse(`${recent.at(-1)!.changed_on}T00:00:00+08:00`) - 86_400_000)
    : new Date();
  const region = regionNames('330106');

  const header = (c: Company | undefined) => ({
    type: 2,
    org_name: c?.company_name ?? '',
    company_id: c?.company_id ?? null,
  });
  const cards: Card[] = [
    {
      n: 1,
      tenant: '200001',
      user_id: USER.lina,
      ...header(listed ?? others[0]),
      user_name: '李娜',
      post: '总经理',
      dept: '总经办',
      phone: '13800000002',
      email: 'lina@yunqi-demo.cn',
      address: listed?.operate_addr || '浙江省杭州市西湖区文三路90号',
      encrypt: true,
      is_default: true,
      sort: 0,
      modules: enterpriseModules(
        listed ?? others[0],
        listed ? [[ModuleCode.STOCK, '', { companyId: listed.company_id }]] : [],
      ),
    },
    {
      n: 2,
      tenant: '200001',
      user_id: USER.lina,
      type: 1,
      org_name: '西湖区投资促进局',
      company_id: null,
      region_code: region ? '330106' : null,
      user_name: '李娜',
      post: '招商顾问',
      dept: '产业招商处',
      phone: '13800000002',
      email: 'lina@yunqi-demo.cn',
      address: '浙江省杭州市西湖区保俶路70号',
      encrypt: true,
      sort: 1,
      modules: [
        [ModuleCode.BULLETS, '个人简介', '服务区域重点产业招商\n对接企业落地政策'],
        [
          ModuleCode.REGION_INFO,
          '',
          {
            regionCode: '330106',
            regionName: region?.county?.name ?? '西湖区',
            regionFullname: region ? regionFullName(region) : '浙江省杭州市西湖区',
            regionArea: '309.41平方公里',
            gdp: '2900亿元',
            populationAmt: '118万',
            airportNames: '杭州萧山国际机场',
            trainStations: '杭州站、杭州西站',
            scenicSpots: '西湖、西溪国家湿地公园、灵隐寺',
            historicalFigures: '苏轼、白居易',
            localSpecialty: '西湖龙井、西湖藕粉',
            honoraryTitle: '全国文明城区',
            featuredIndustry: '数字经济、文化创意、旅游休闲',
            wellKnownCom: '浙江大学科技园企业',
          },
        ],
        [ModuleCode.CUSTOM_MIN, '招商政策', '人才落户奖励\n研发费用补助\n首年租金减免'],
      ],
    },
    {
      n: 3,
      tenant: '200001',
      user_id: USER.wangfang,
      ...header(changed ?? others[1]),
      user_name: '王芳',
      post: '市场经理',
      dept: '市场部',
      phone: '13800000003',
      email: 'wangfang@yunqi-demo.cn',
      address: changed?.operate_addr || '浙江省杭州市余杭区文一西路969号',
      encrypt: true,
      is_default: true,
      sync_time: syncBefore,
      modules: enterpriseModules(changed ?? others[1]),
    },
    {
      n: 4,
      tenant: '200001',
      user_id: USER.liuyang,
      ...header(others[0]),
      user_name: '刘洋',
      post: '招商专员',
      dept: '招商部',
      phone: '13800000004',
      email: 'liuyang@yunqi-demo.cn',
      address: others[0]?.operate_addr || '浙江省杭州市滨江区网商路599号',
      encrypt: false,
      is_default: true,
      modules: enterpriseModules(others[0]),
    },
    {
      n: 5,
      tenant: '200001',
      user_id: USER.liuyang,
      ...header(others[1]),
      user_name: '刘洋',
      post: '顾问',
      dept: '招商部',
      phone: '13800000004',
      email: 'liuyang@yunqi-demo.cn',
      encrypt: true,
      if_opened: false,
      sort: 1,
      modules: enterpriseModules(others[1]),
    },
    {
      n: 6,
      tenant: '100001',
      user_id: USER.zhangwei,
      ...header(others[2]),
      user_name: '张伟',
      post: '销售总监',
      dept: '销售部',
      phone: '13800000001',
      email: 'zhangwei@demo.cn',
      address: others[2]?.operate_addr || '北京市海淀区中关村大街1号',
      encrypt: true,
      is_default: true,
      modules: enterpriseModules(others[2]),
    },
    {
      n: 7,
      tenant: '300001',
      user_id: USER.zhaomin,
      ...header(others[3]),
      user_name: '赵敏',
      post: '产品经理',
      dept: '产品部',
      phone: '13800000005',
      email: 'zhaomin@xinghe-demo.cn',
      encrypt: true,
      is_default: true,
      modules: enterpriseModules(others[3]),
    },
    {
      n: 8,
      tenant: '000000',
      user_id: USER.admin,
      ...header(listed ?? others[0]),
      user_name: '平台管理员',
      post: '运营',
      dept: '平台运营中心',
      phone: '13800000000',
      email: 'admin@demo.cn',
      encrypt: true,
      is_default: true,
      modules: enterpriseModules(listed ?? others[0]),
    },
  ];

  await store.transaction(async (tx) => {
    for (const { n, tenant, modules, ...card } of cards) {
      // eslint-disable-next-line no-restricted-syntax -- the seed writes each demo tenant's own rows
      const scope = tx.forTenant(tenant);
      const rows = modules
        .filter(([, , content]) => content !== undefined)
        .map(([code, name, content], i) => ({
          id: moduleId(n, i),
          vcard_id: cardId(n),
          module_code: code,
          module_name: name,
          content: json(content),
          sort: i,
        }));
      await repo.insertCardWithModules(scope, { id: cardId(n), ...card }, rows);
    }
    // eslint-disable-next-line no-restricted-syntax -- the seed writes each demo tenant's own rows
    const org = tx.forTenant('200001');
    await repo.insertFolderEntries(org, [
      { user_id: USER.lina, vcard_id: cardId(3) },
      { user_id: USER.lina, vcard_id: cardId(4) },
      { user_id: USER.wangfang, vcard_id: cardId(1) },
      { user_id: USER.liuyang, vcard_id: cardId(1) },
    ]);
    await addFollows(org, [
      { user_id: USER.wangfang, target_user_id: USER.lina },
      { user_id: USER.liuyang, target_user_id: USER.lina },
      { user_id: USER.lina, target_user_id: USER.wangfang },
    ]);
    // eslint-disable-next-line no-restricted-syntax -- the seed writes each demo tenant's own rows
    await addFollows(tx.forTenant('100001'), [{ user_id: USER.zhangwei, target_user_id: USER.lina }]);
  });
  return true;
}
