import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VCARD_MESSAGES, vcardApi } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { defaultCardBasics } from '.';

const LINA = '1000000000000000003';
const WANG = '1000000000000000004';
const LIU = '1000000000000000005';

const RAW = { phone: '13912345678', emailLocal: 'secretname', address: '浙江省杭州市西湖区文三路99号' };

let t: TestApp;
const tok: Record<string, Record<string, string>> = {};
let listed: string;
let changed: string;
let withDynamics: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response data is checked by value
type Data = any;
type Ep = { method: string; path: string };
const call = async (ep: Ep, input: Record<string, unknown> = {}, who?: string) => {
  const res = await injectEndpoint(t.app, ep, input, who ? tok[who] : {});
  return {
    status: res.statusCode,
    body: res.body,
    json: res.json() as { code: number; data: Data; msg: string },
  };
};
const ok = async (ep: Ep, input: Record<string, unknown> = {}, who?: string) => {
  const res = await call(ep, input, who);
  if (res.json.code !== 666666) throw new Error(`${ep.path}: ${res.body}`);
  return res.json.data;
};
const rows = (sql: string, params: unknown[] = []) => t.db.query<Record<string, unknown>>(sql, params);
const snapshot = async () =>
  JSON.stringify([
    await rows('select * from vcards order by id'),
    await rows('select * from vcard_modules order by id'),
    await rows('select * from vcard_holder order by vcard_id, user_id'),
  ]);

const mod = (moduleCode: number, content: unknown, moduleName = '') => ({
  moduleCode,
  moduleName,
  ifDisplay: 1,
  content: typeof content === 'string' ? content : JSON.stringify(content),
});

function cardInput(over: Record<string, unknown> = {}, companyId = listed) {
  return {
    type: 2,
    orgName: '杭州云栖智造科技有限公司',
    userName: '李娜',
    post: '总经理',
    dept: '总经办',
    phone: RAW.phone,
    email: `${RAW.emailLocal}@yunqi.cn`,
    address: RAW.address,
    encrypt: true,
    ifOpened: true,
    vcardModuleDTOList: [
      mod(1, '第一条\n第二条', '简介'),
      mod(2, { companyId }),
      mod(6, ['已有布局']),
      mod(10, '软件开发'),
      mod(14, [{ title: '自建动态', publishDt: '2024-01-02 10:00:00', content: '<b>hi</b>' }]),
      mod(50, '自定义一\n自定义二', '自定义'),
    ],
    ...over,
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { companies: 80 });
  for (const who of ['lina', 'wangfang', 'liuyang', 'zhangwei'])
    tok[who] = bearer((await loginToken(t.app, who)).access);
  listed = String(
    (await rows('select company_id from company_listings order by company_id limit 1'))[0]?.company_id ??
      (await rows('select company_id from companies order by company_id limit 1'))[0]!.company_id,
  );
  changed = String(
    (
      await rows(
        `select company_id from company_tag_changes where action = 'add'
         group by company_id order by count(distinct change_tag_code) desc, company_id limit 1`,
      )
    )[0]!.company_id,
  );
  withDynamics = String(
    (
      await rows(
        'select company_id from company_dynamics group by company_id order by count(*) desc, company_id limit 1',
      )
    )[0]!.company_id,
  );
}, 120_000);
afterAll(() => t?.close());

describe('saving and reading cards', () => {
  let id: string;
  it('saves a card linked to a company; the first card is the default; the owner reads it unmasked', async () => {
    id = await ok(vcardApi.saveVcard, cardInput(), 'lina');
    expect(id).toMatch(/^\d+$/);
    const [row] = await rows('select * from vcards where id = $1', [id]);
    expect(row).toMatchObject({ company_id: listed, is_default: true, tenant_id: '200001', user_id: LINA });
    const detail = await ok(vcardApi.getVcardDetailById, { vcardId: id }, 'lina');
    expect(detail).toMatchObject({ phone: RAW.phone, address: RAW.address, isOwner: true, isDefault: true });
    expect(detail.vcardModuleVOList.map((m: { moduleCode: number }) => m.moduleCode)).toEqual([
      1, 2, 6, 10, 14, 50,
    ]);
    const isListed =
      (await rows('select 1 from company_listings where company_id = $1', [listed])).length > 0;
    expect(detail.isStockCompany).toBe(isListed);
  });

  it('update replaces the module list: missing codes go, given ones upsert in list order', async () => {
    const before = await rows('select id, module_code from vcard_modules where vcard_id = $1', [id]);
    const keep = before.find((m) => m.module_code === 10)!.id;
    await ok(
      vcardApi.updateVcard,
      {
        ...cardInput({ post: '董事长' }),
        id,
        vcardModuleDTOList: [mod(10, '新的经营范围'), mod(2, { companyId: listed }), mod(51, '新模块')],
      },
      'lina',
    );
    const after = await rows(
      'select id, module_code, content, sort from vcard_modules where vcard_id = $1 order by sort',
      [id],
    );
    expect(after.map((m) => [m.module_code, m.sort])).toEqual([
      [10, 0],
      [2, 1],
      [51, 2],
    ]);
    expect(after[0]).toMatchObject({ id: keep, content: '新的经营范围' });
    expect((await rows('select post from vcards where id = $1', [id]))[0]!.post).toBe('董事长');
  });

  it('refuses a company that does not exist, writing nothing', async () => {
    const before = await snapshot();
    const res = await call(vcardApi.saveVcard, cardInput({}, '999999999999'), 'lina');
    expect(res.json.code).not.toBe(666666);
    expect(res.json.msg).toContain(VCARD_MESSAGES.linkedCompanyNotFound.zh);
    expect(await snapshot()).toBe(before);
  });

  it('refuses an unknown module code and content that is not what its code needs', async () => {
    const before = await snapshot();
    const bad = [
      [mod(15, 'x')],
      [mod(999, 'x')],
      [mod(2, 'not json')],
      [mod(4, [{ urlAddr: 'javascript:alert(1)' }])],
      [mod(6, { not: 'a list' })],
      [mod(1, 'a'), mod(1, 'b')],
    ];
    for (const list of bad) {
      const res = await call(vcardApi.saveVcard, cardInput({ vcardModuleDTOList: list }), 'lina');
      expect(res.status).toBe(400);
      expect(res.json.code).not.toBe(666666);
      expect(res.json.msg).toMatch(/module|content/);
    }
    const header = await call(vcardApi.saveVcard, cardInput({ avatar: 'javascript:alert(1)' }), 'lina');
    expect(header.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('stores rich text as given (the portal renders it as text)', async () => {
    const xss = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const cid = await ok(vcardApi.saveVcard, cardInput({ vcardModuleDTOList: [mod(50, xss)] }), 'liuyang');
    const detail = await ok(vcardApi.getVcardDetailById, { vcardId: cid }, 'liuyang');
    expect(detail.vcardModuleVOList[0].content).toBe(xss);
    await ok(vcardApi.remove, { vcardId: cid }, 'liuyang');
  });
});

describe("owner checks: another user's card is refused and nothing is written", () => {
  let id: string;
  beforeAll(async () => {
    id = await ok(vcardApi.saveVcard, cardInput({ userName: '王芳' }), 'wangfang');
  });

  const attempts = (vcardId: string): Array<[Ep, Record<string, unknown>]> => [
    [vcardApi.updateVcard, { ...cardInput(), id: vcardId }],
    [vcardApi.remove, { vcardId }],
    [vcardApi.setCardPrivacy, { vcardId, ifOpened: false }],
    [vcardApi.saveSortingResults, { vcardIds: [vcardId] }],
    [vcardApi.setDefault, { vcardId }],
    [vcardApi.addCardUpdateTags, { vcardId, tags: [{ changeTagCode: 'techFieldTags', tagName: 'x' }] }],
    [vcardApi.modifyVcardSynctime, { vcardId }],
  ];

  it('a colleague in the same tenant gets 无权操作该名片', async () => {
    const before = await snapshot();
    for (const [ep, input] of attempts(id)) {
      const res = await call(ep, input, 'lina');
      expect(res.json.code, ep.path).not.toBe(666666);
      expect(res.json.msg, ep.path).toContain(VCARD_MESSAGES.notYourCard.zh);
    }
    expect(await snapshot()).toBe(before);
  });

  it('a user of another tenant does not even find the card', async () => {
    const before = await snapshot();
    for (const [ep, input] of attempts(id)) {
      const res = await call(ep, input, 'zhangwei');
      expect(res.json.code, ep.path).not.toBe(666666);
      expect(res.json.msg, ep.path).toContain(VCARD_MESSAGES.cardNotFound.zh);
    }
    expect(await snapshot()).toBe(before);
  });

  it('the reminder lookup answers [] to anyone but the owner', async () => {
    expect(await ok(vcardApi.getCardUpdateTags, { cardId: id }, 'lina')).toEqual([]);
  });
});

describe('masking: no unmasked contact reaches another viewer through any card call', () => {
  let id: string;
  const leaks = (body: string) =>
    [RAW.phone, RAW.emailLocal, RAW.address, '文三路'].filter((raw) => body.includes(raw));

  beforeAll(async () => {
    id = await ok(
      vcardApi.saveVcard,
      cardInput({ userName: '刘洋', orgName: '掩码测试公司', orgId: '777' }),
      'liuyang',
    );
    await ok(vcardApi.setDefault, { vcardId: id }, 'liuyang');
    await ok(vcardApi.saveVcardsToMyFolder, { cardIdList: [id] }, 'wangfang');
  });

  it('every card-returning call, as a colleague, another tenant and a visitor', async () => {
    const asOther: Array<[Ep, Record<string, unknown>]> = [
      [vcardApi.getVcardDetailById, { vcardId: id }],
      [vcardApi.getVisibleCardBasicInfoList, { userId: LIU }],
      [vcardApi.getColleagueVcardInfo, { userId: LIU }],
      [vcardApi.getUserVcardListUnderOrg, { orgName: '掩码测试公司' }],
      [vcardApi.getUserVcardListUnderOrg, { orgId: '777' }],
      [vcardApi.getDefElecCardDetailByUserId, { userId: LIU }],
      [vcardApi.getDefElecCardBasicByUserId, { userId: LIU }],
      [vcardApi.forwardPayload, { vcardId: id }],
      [vcardApi.folderPage, { current: 1, size: 10 }],
    ];
    for (const [ep, input] of asOther) {
      const res = await call(ep, input, 'wangfang');
      expect(res.json.code, ep.path).toBe(666666);
      expect(res.body, ep.path).toMatch(/139\*\*\*\*5678|\*{11}|\*{8}@/);
      expect(leaks(res.body), ep.path).toEqual([]);
    }
    const visitor = await call(vcardApi.getVcardDetailById, { vcardId: id });
    expect(visitor.json.code).toBe(666666);
    expect(visitor.json.data).toMatchObject({
      phone: '139****5678',
      email: '********@yunqi.cn',
      address: '*'.repeat(11),
      isOwner: false,
      isAttention: false,
      isFriend: false,
    });
    expect(leaks(visitor.body)).toEqual([]);
    const otherTenant = await call(vcardApi.getVcardDetailById, { vcardId: id }, 'zhangwei');
    expect(otherTenant.json.code).toBe(666666);
    expect(leaks(otherTenant.body)).toEqual([]);

    const basics = await defaultCardBasics(t.app.ctx.store.forTenant('200001'), WANG, [LIU]); // eslint-disable-line no-restricted-syntax -- test
    expect(leaks(JSON.stringify([...basics.values()]))).toEqual([]);
    expect(basics.get(LIU)?.phone).toBe('139****5678');
    const visitorBasics = await defaultCardBasics(t.app.ctx.store.forTenant('200001'), null, [LIU]); // eslint-disable-line no-restricted-syntax -- test
    expect(leaks(JSON.stringify([...visitorBasics.values()]))).toEqual([]);
  });

  it('the owner sees the raw values everywhere', async () => {
    const own: Array<[Ep, Record<string, unknown>]> = [
      [vcardApi.getVcardDetailById, { vcardId: id }],
      [vcardApi.getMyValidCardBasicInfoList, {}],
      [vcardApi.getVisibleCardBasicInfoList, { userId: LIU }],
      [vcardApi.getDefElecCardDetailByUserId, { userId: LIU }],
      [vcardApi.forwardPayload, { vcardId: id }],
    ];
    for (const [ep, input] of own) {
      const res = await call(ep, input, 'liuyang');
      expect(res.json.code, ep.path).toBe(666666);
      expect(leaks(res.body).sort(), ep.path).toEqual(
        [RAW.address, RAW.phone, RAW.emailLocal, '文三路'].sort(),
      );
    }
    const basics = await defaultCardBasics(t.app.ctx.store.forTenant('200001'), LIU, [LIU]); // eslint-disable-line no-restricted-syntax -- test
    expect(basics.get(LIU)?.phone).toBe(RAW.phone);
  });

  it('encryption off shows the contacts to everyone', async () => {
    const open = await ok(vcardApi.saveVcard, cardInput({ encrypt: false }), 'liuyang');
    const detail = await ok(vcardApi.getVcardDetailById, { vcardId: open });
    expect(detail.phone).toBe(RAW.phone);
    await ok(vcardApi.remove, { vcardId: open }, 'liuyang');
  });
});

describe('privacy and deletion', () => {
  let id: string;
  beforeAll(async () => {
    id = await ok(vcardApi.saveVcard, cardInput({ orgName: '隐私测试公司' }), 'wangfang');
  });

  it('a private card is visible only to its owner and cannot be forwarded or saved', async () => {
    await ok(vcardApi.setCardPrivacy, { vcardId: id, ifOpened: false }, 'wangfang');
    expect(await ok(vcardApi.getVcardDetailById, { vcardId: id })).toEqual({ id, unavailable: 'private' });
    expect(await ok(vcardApi.getVcardDetailById, { vcardId: id }, 'lina')).toEqual({
      id,
      unavailable: 'private',
    });
    expect((await ok(vcardApi.getVcardDetailById, { vcardId: id }, 'wangfang')).ifOpened).toBe(false);
    const visible = await ok(vcardApi.getVisibleCardBasicInfoList, { userId: WANG }, 'lina');
    expect(visible.map((c: { id: string }) => c.id)).not.toContain(id);
    const org = await ok(vcardApi.getUserVcardListUnderOrg, { orgName: '隐私测试公司' }, 'lina');
    expect(org).toEqual([]);
    const fwd = await call(vcardApi.forwardPayload, { vcardId: id }, 'lina');
    expect(fwd.json.msg).toBe(VCARD_MESSAGES.forwardPrivate.zh);
    const before = await snapshot();
    const save = await call(vcardApi.saveVcardsToMyFolder, { cardIdList: [id] }, 'lina');
    expect(save.json.msg).toBe(VCARD_MESSAGES.forwardPrivate.zh);
    expect(await snapshot()).toBe(before);
    await ok(vcardApi.setCardPrivacy, { vcardId: id, ifOpened: 'true' }, 'wangfang');
  });

  it('a deleted card says so, is left out of lists and is refused', async () => {
    await ok(vcardApi.saveVcardsToMyFolder, { cardIdList: [id] }, 'lina');
    await ok(vcardApi.remove, { vcardId: id }, 'wangfang');
    expect(await ok(vcardApi.getVcardDetailById, { vcardId: id }, 'lina')).toEqual({
      id,
      unavailable: 'deleted',
    });
    const fwd = await call(vcardApi.forwardPayload, { vcardId: id }, 'lina');
    expect(fwd.json.msg).toBe(VCARD_MESSAGES.forwardDeleted.zh);
    const save = await call(vcardApi.saveVcardsToMyFolder, { cardIdList: [id] }, 'liuyang');
    expect(save.json.msg).toBe(VCARD_MESSAGES.forwardDeleted.zh);
    const folder = await ok(vcardApi.folderPage, { current: 1, size: 50 }, 'lina');
    expect(folder.records.map((c: { id: string }) => c.id)).not.toContain(id);
    const mine = await ok(vcardApi.getMyValidCardBasicInfoList, {}, 'wangfang');
    expect(mine.map((c: { id: string }) => c.id)).not.toContain(id);
  });
});

describe('default, order, limit', () => {
  it('removing the default makes the next card the default; setDefault and sorting own cards', async () => {
    const login = 'zhangwei';
    const a = await ok(vcardApi.saveVcard, cardInput({ userName: '张一' }), login);
    const b = await ok(vcardApi.saveVcard, cardInput({ userName: '张二' }), login);
    const c = await ok(vcardApi.saveVcard, cardInput({ userName: '张三' }), login);
    const ids = async () => (await ok(vcardApi.getMyValidCardBasicInfoList, {}, login)) as Data[];
    expect((await ids()).map((x) => [x.id, x.isDefault])).toEqual([
      [a, true],
      [b, false],
      [c, false],
    ]);
    await ok(vcardApi.saveSortingResults, { vcardIds: [c, a, b] }, login);
    expect((await ids()).map((x) => x.id)).toEqual([c, a, b]);
    await ok(vcardApi.remove, { vcardId: a }, login);
    expect((await ids()).map((x) => [x.id, x.isDefault])).toEqual([
      [c, true],
      [b, false],
    ]);
    await ok(vcardApi.setDefault, { vcardId: b }, login);
    expect((await ids()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b]);
  });

  it('refuses a card past the limit', async () => {
    const have = Number(
      (await rows(`select count(*)::int as n from vcards where user_id = $1 and not is_deleted`, [LIU]))[0]!
        .n,
    );
    for (let i = have; i < 20; i++) {
      await rows(
        `insert into vcards (id, tenant_id, user_id, type, user_name, sort) values ($1, '200001', $2, 1, '填充', $3)`,
        [`9${String(i).padStart(5, '0')}`, LIU, i],
      );
    }
    const before = await snapshot();
    const res = await call(vcardApi.saveVcard, cardInput(), 'liuyang');
    expect(res.json.msg).toBe(VCARD_MESSAGES.cardLimit.zh);
    expect(await snapshot()).toBe(before);
    await rows(`delete from vcards where id like '9%' and length(id) = 6`);
  });
});

describe('card-update reminder', () => {
  let id: string;
  it('lists the company tag changes since syncTime the card lacks, adds them, and moves syncTime', async () => {
    id = await ok(vcardApi.saveVcard, cardInput({}, changed), 'lina');
    await rows(`update vcards set sync_time = '2000-01-01' where id = $1`, [id]);
    const groups = (await ok(vcardApi.getCardUpdateTags, { cardId: id }, 'lina')) as Array<{
      changeTagCode: string;
      contentList: { tagName: string }[];
    }>;
    expect(groups.length).toBeGreaterThan(0);
    const total = groups.reduce((n, g) => n + g.contentList.length, 0);
    const first = groups[0]!;
    const one = { changeTagCode: first.changeTagCode, tagName: first.contentList[0]!.tagName };
    const left = await ok(vcardApi.addCardUpdateTags, { vcardId: id, tags: [one] }, 'lina');
    expect(left.reduce((n: number, g: Data) => n + g.contentList.length, 0)).toBe(total - 1);
    const code = { industrLayoutList: 6, techFieldTags: 7, qualificationTags: 8, serviceAndProductTags: 9 }[
      one.changeTagCode
    ]!;
    const [m] = await rows('select content from vcard_modules where vcard_id = $1 and module_code = $2', [
      id,
      code,
    ]);
    const name =
      one.changeTagCode === 'industrLayoutList' ? JSON.parse(one.tagName)[0].industryName : one.tagName;
    expect(JSON.parse(String(m!.content))).toContain(name);
    expect(await ok(vcardApi.getCardUpdateTags, { cardId: id }, 'lina')).toEqual(left);

    const all = groups.flatMap((g) =>
      g.contentList.map((c) => ({ changeTagCode: g.changeTagCode, tagName: c.tagName })),
    );
    expect(await ok(vcardApi.addCardUpdateTags, { vcardId: id, tags: all }, 'lina')).toEqual([]);
    const [row] = await rows('select sync_time from vcards where id = $1', [id]);
    expect(new Date(String(row!.sync_time)).getFullYear()).toBeGreaterThan(2000);
    expect(await ok(vcardApi.getCardUpdateTags, { cardId: id }, 'lina')).toEqual([]);
  });

  it('dismiss moves syncTime to now (666666)', async () => {
    await rows(`update vcards set sync_time = '2000-01-01' where id = $1`, [id]);
    const res = await call(vcardApi.modifyVcardSynctime, { vcardId: id }, 'lina');
    expect(res.json.code).toBe(666666);
    expect(res.json.data).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await ok(vcardApi.getCardUpdateTags, { cardId: id }, 'lina')).toEqual([]);
  });
});

describe('related dynamics', () => {
  it('merges the company dynamics with the card ones, minus deleted ids, newest first, paged by 10', async () => {
    const sys = await rows(
      'select id from company_dynamics where company_id = $1 order by publish_dt desc, id desc',
      [withDynamics],
    );
    const custom = [
      { id: 'c1', title: '最新自建', publishDt: '2099-01-01 00:00:00', content: 'x' },
      { id: 'c2', title: '最早自建', publishDt: '1990-01-01', content: 'y' },
    ];
    const deleted = [String(sys[0]!.id)];
    const page1 = await ok(vcardApi.relatedDynamicPage, {
      type: 2,
      companyId: withDynamics,
      customDynamicsJson: JSON.stringify(custom),
      deletedDynamicIds: deleted.join(','),
      current: 1,
      size: 10,
    });
    expect(page1.total).toBe(sys.length - 1 + 2);
    expect(page1.records[0].id).toBe('c1');
    expect(page1.records.map((d: { id: string }) => d.id)).not.toContain(deleted[0]);
    expect(page1.records.length).toBe(Math.min(10, page1.total));
    const lastPage = Math.ceil(page1.total / 10);
    const last = await ok(vcardApi.relatedDynamicPage, {
      companyId: withDynamics,
      customDynamicsJson: custom,
      deletedDynamicIds: deleted,
      current: lastPage,
    });
    expect(last.records.at(-1).id).toBe('c2');
    const bad = await call(vcardApi.relatedDynamicPage, { customDynamicsJson: 'not json' });
    expect(bad.status).toBe(400);
  });
});

describe('card folder and organisation lists', () => {
  let lina: string;
  let wang: string;
  beforeAll(async () => {
    lina = await ok(vcardApi.saveVcard, cardInput({ orgName: '夹子公司' }), 'lina');
    wang = await ok(vcardApi.saveVcard, cardInput({ orgName: '夹子公司', userName: '王芳' }), 'wangfang');
  });

  it('saves idempotently (666666, 已保存至名片夹), counts, pages, removes; refuses own cards all-or-nothing', async () => {
    const count = async () => ok(vcardApi.receivedCardCount, {}, 'liuyang');
    const start = await count();
    const res = await call(
      vcardApi.saveVcardsToMyFolder,
      { cardIdList: [lina, wang], userAccountId: 'x' },
      'liuyang',
    );
    expect(res.json).toMatchObject({ code: 666666, data: 2, msg: VCARD_MESSAGES.savedToFolder.zh });
    await ok(vcardApi.saveVcardsToMyFolder, { cardIdList: [lina] }, 'liuyang');
    expect(await count()).toBe(start + 2);
    const page = await ok(vcardApi.folderPage, { current: 1, size: 10, keyword: '夹子' }, 'liuyang');
    expect(page.total).toBe(2);
    expect(
      page.records.every((c: { isInFolder: boolean; isColleague: boolean }) => c.isInFolder && c.isColleague),
    ).toBe(true);
    const before = await snapshot();
    const own = await call(vcardApi.saveVcardsToMyFolder, { cardIdList: [wang, lina] }, 'lina');
    expect(own.json.msg).toBe(VCARD_MESSAGES.ownCardToFolder.zh);
    expect(await snapshot()).toBe(before);
    await ok(vcardApi.folderRemove, { vcardId: lina }, 'liuyang');
    expect(await count()).toBe(start + 1);
    const detail = await ok(vcardApi.getVcardDetailById, { vcardId: wang }, 'liuyang');
    expect(detail).toMatchObject({ isInFolder: true, isColleague: true, isOwner: false });
  });

  it('lists my organisations with their visible card counts', async () => {
    const orgs = await ok(vcardApi.getMyOrgListByUserId, {}, 'wangfang');
    expect(orgs).toContainEqual({ orgId: '', orgName: '夹子公司', cardCount: 2 });
    expect(await ok(vcardApi.getMyOrgCountByUserId, {}, 'wangfang')).toBe(orgs.length);
    const under = await ok(vcardApi.getUserVcardListUnderOrg, { orgName: '夹子公司' }, 'liuyang');
    expect(under.map((c: { id: string }) => c.id).sort()).toEqual([lina, wang].sort());
  });

  it('colleague card: a member of the tenant, null for someone outside it', async () => {
    expect(await ok(vcardApi.getColleagueVcardInfo, { userId: '1000000000000000002' }, 'lina')).toBeNull();
    expect((await ok(vcardApi.getColleagueVcardInfo, { userId: WANG }, 'lina')).isColleague).toBe(true);
  });

  it('needs login except the public view and dynamics', async () => {
    expect((await call(vcardApi.getMyValidCardBasicInfoList)).status).toBe(401);
    expect((await call(vcardApi.folderPage)).status).toBe(401);
  });
});
