import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, SYSTEM_SENDER_ID, govApi, message } from '@platform/contracts';
import { exe, picture } from '../../test/sample-files';
import { uploadAs } from '../../test/uploads';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

/** 政企通: access, settings, the appeal state machine, ratings, notices and statistics (docs/gov.md). */

let t: TestApp;
let dir: string;
const tokens: Record<string, string> = {};
const ID = { chenjing: '1000000000000000007', zhoulei: '1000000000000000008', lina: '1000000000000000003' };
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
type Row = Record<string, unknown>;
let home: { company_id: string; company_name: string; region_code: string };
let elsewhere: { company_id: string; region_code: string };
let departmentId = '';
const count = async (sql: string) => Number((await t.db.query<{ n: string }>(sql))[0]!.n);
const appealBody = (extra: Row = {}) => ({
  category: 'finance',
  title: '申请科技型中小企业贷款贴息',
  content: '我司今年新增研发贷款 500 万元，想了解贴息政策的申请条件。',
  contactName: '李娜',
  contactPhone: '13800000002',
  ...extra,
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gov-'));
  t = await createTestApp({ UPLOAD_DIR: dir }, { companies: 80 });
  for (const u of ['chenjing', 'zhoulei', 'sunli', 'lina', 'zhangwei'])
    tokens[u] = (await loginToken(t.app, u)).access;
  const rows = await t.db.query<{ company_id: string; company_name: string; region_code: string }>(
    `select company_id, company_name, region_code from companies where region_code ~ '^[0-9]{4}[0-9][1-9]$' order by company_id`,
  );
  home = rows[0]!;
  elsewhere = rows.find((r) => r.region_code.slice(0, 4) !== home.region_code.slice(0, 4))!;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('access', () => {
  it('the desk needs type 5 bought; the enterprise side only a login', async () => {
    expect((await call(govApi.deskInfo, {}, null)).status).toBe(401);
    const refused = await call(govApi.deskInfo, {}, tokens.lina);
    expect(refused.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect((await ok(govApi.entMe, {}, tokens.lina)).company).toBeNull();
    const info = await ok(govApi.deskInfo);
    expect(info).toMatchObject({ isAdmin: true, regionCode: '', deskName: '苏州星链产业服务有限公司' });
    expect((await ok(govApi.deskInfo, {}, tokens.zhoulei)).isAdmin).toBe(false);
  });
});

describe('settings and departments', () => {
  it('only an administrator sets the region (a known code) and the days per category', async () => {
    const settings = {
      deskName: '西湖区政企服务中心',
      regionCode: home.region_code,
      categoryDays: { policy: 5, finance: 10, talent: 7, land: 15, approval: 7, other: 10 },
    };
    const member = await call(govApi.deskSettingsSave, settings, tokens.zhoulei);
    expect([member.status, member.body.msg]).toEqual([403, message('govAdminOnly')]);
    const unknown = await call(govApi.deskSettingsSave, { ...settings, regionCode: '999999' });
    expect([unknown.status, unknown.body.msg]).toEqual([400, message('govRegionUnknown')]);
    const days = await call(govApi.deskSettingsSave, {
      ...settings,
      categoryDays: { ...settings.categoryDays, land: 0 },
    });
    expect(days.status).toBe(400);
    const saved = await ok(govApi.deskSettingsSave, settings);
    expect(saved).toMatchObject({ deskName: '西湖区政企服务中心', regionCode: home.region_code });
    expect(saved.regionName).toBeTruthy();
  });

  it('departments: added once per name, removed while no appeal names them', async () => {
    const d = await ok(govApi.departmentSave, { name: '企业服务科' });
    departmentId = d.departmentId;
    const dup = await call(govApi.departmentSave, { name: '企业服务科' });
    expect(dup.body.msg).toBe(message('govDepartmentDuplicate'));
    const spare = await ok(govApi.departmentSave, { name: '临时科室' });
    expect((await ok(govApi.departmentRemove, { departmentId: spare.departmentId })).changed).toBe(1);
    expect((await call(govApi.departmentSave, { name: '科室' }, tokens.zhoulei)).status).toBe(403);
  });

  it('lists the region’s enterprises from the data set', async () => {
    const page = await ok(govApi.enterprisePage, { size: 50 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.map((r: Row) => r.companyId)).toContain(home.company_id);
    expect(page.records.every((r: Row) => r.regionCode === home.region_code)).toBe(true);
  });
});

let appealId = '';

describe('the enterprise submits', () => {
  it('needs its company chosen, and a desk serving its region', async () => {
    const none = await call(govApi.entAppealSubmit, appealBody(), tokens.lina);
    expect([none.status, none.body.msg]).toEqual([400, message('govCompanyRequired')]);
    await ok(govApi.entCompanySet, { companyId: elsewhere.company_id }, tokens.zhangwei);
    const noDesk = await call(govApi.entAppealSubmit, appealBody(), tokens.zhangwei);
    expect([noDesk.status, noDesk.body.msg]).toEqual([400, message('govNoDesk')]);
    const me = await ok(govApi.entCompanySet, { companyId: home.company_id }, tokens.lina);
    expect(me).toMatchObject({
      company: { companyId: home.company_id },
      desk: { deskName: '西湖区政企服务中心' },
    });
  });

  it('refuses attachments whose bytes are not what their name says, writing nothing', async () => {
    const upload = (bytes: Uint8Array, name: string) => uploadAs(t.app, tokens.lina!, bytes, name);
    // An executable named .pdf: the files module's content check refuses it.
    expect((await upload(exe(), '营业执照.pdf')).code).toBe(415);
    // A picture named .pdf is stored as the picture it is; the appeal refuses the mismatch.
    const png = (await upload(await picture('png'), '营业执照.pdf')).data;
    expect(png.mime).toBe('image/png');
    const before = await count('select count(*) as n from gov_appeals');
    const lied = await call(
      govApi.entAppealSubmit,
      appealBody({
        attachments: [{ fileId: png.id, name: png.name, mime: 'application/pdf', size: png.size }],
      }),
      tokens.lina,
    );
    expect([lied.status, lied.body.msg]).toEqual([400, message('govAttachmentMismatch')]);
    expect(await count('select count(*) as n from gov_appeals')).toBe(before);
    // Another user's upload is not the submitter's to attach.
    const theirs = (await uploadAs(t.app, tokens.chenjing!, await picture('png'), '照片.png')).data;
    const borrowed = await call(
      govApi.entAppealSubmit,
      appealBody({ attachments: [{ fileId: theirs.id, name: theirs.name, mime: theirs.mime, size: 1 }] }),
      tokens.lina,
    );
    expect([borrowed.status, borrowed.body.msg]).toEqual([400, message('govAttachmentMismatch')]);
    expect(await count('select count(*) as n from gov_appeals')).toBe(before);
    const real = (await upload(await picture('png'), '现场照片.png')).data;
    const made = await ok(
      govApi.entAppealSubmit,
      appealBody({ attachments: [{ fileId: real.id, name: real.name, mime: 'text/plain', size: 1 }] }),
      tokens.lina,
    );
    appealId = made.appealId;
    expect(made).toMatchObject({ state: 'submitted', companyId: home.company_id, overdue: false });
    expect(made.attachments[0].url).toContain(real.id);
    // What the client said of the type and size is not what is kept: the bytes' own.
    expect(made.attachments[0]).toMatchObject({ mime: 'image/png', size: real.size });
    expect(made.events.map((e: Row) => e.kind)).toEqual(['submitted']);
  });
});

describe('the state machine', () => {
  it('refuses a jump, a step without its data, and a step by someone who may not take it', async () => {
    const jump = await call(govApi.appealAct, { appealId, action: 'answer', text: '答复' });
    expect([jump.status, jump.body.msg]).toEqual([400, message('govAppealStage')]);
    const memberAccept = await call(govApi.appealAct, { appealId, action: 'accept' }, tokens.zhoulei);
    expect(memberAccept.status).toBe(404); // not assigned to them: unseen
    await ok(govApi.appealAct, { appealId, action: 'accept' });
    const noTarget = await call(govApi.appealAct, { appealId, action: 'assign' });
    expect([noTarget.status, noTarget.body.msg]).toEqual([400, message('govAssignTargetRequired')]);
    const outsider = await call(govApi.appealAct, {
      appealId,
      action: 'assign',
      departmentId,
      assigneeId: ID.lina,
    });
    expect(outsider.body.msg).toBe(message('govMemberNotFound'));
    const foreignDept = await call(govApi.appealAct, { appealId, action: 'assign', departmentId: '999999' });
    expect(foreignDept.body.msg).toBe(message('govDepartmentNotFound'));
    const assigned = await ok(govApi.appealAct, {
      appealId,
      action: 'assign',
      departmentId,
      assigneeId: ID.zhoulei,
    });
    expect(assigned).toMatchObject({ state: 'assigned', departmentName: '企业服务科', assigneeName: '周磊' });
    // Another desk's appeal by id: 404 (李娜's own organisation has no desk; 张伟's neither).
    expect((await call(govApi.appealDetail, { appealId }, tokens.sunli)).status).toBe(404);
    expect((await call(govApi.entAppealDetail, { appealId }, tokens.zhangwei)).status).toBe(404);
    const member = await ok(govApi.appealPage, {}, tokens.zhoulei);
    expect(member.records.map((r: Row) => r.appealId)).toEqual([appealId]);
    const empty = await call(govApi.appealAct, { appealId, action: 'answer', text: '  ' }, tokens.zhoulei);
    expect([empty.status, empty.body.msg]).toEqual([400, message('govAnswerTextRequired')]);
    const early = await call(govApi.entAppealRate, { appealId, rating: 5 }, tokens.lina);
    expect(early.body.msg).toBe(message('govRateNotYet'));
    const answered = await ok(
      govApi.appealAct,
      { appealId, action: 'answer', text: '可申请区科技贷款贴息，请于月底前提交材料。' },
      tokens.zhoulei,
    );
    expect(answered.state).toBe('answered');
    const chat = await t.db.query<{ payload: { kind: string; data: unknown; description: string } }>(
      `select payload from im_messages where sender_id = $1 and client_msg_id = $2`,
      [SYSTEM_SENDER_ID, `gov-appeal-${appealId}-answered`],
    );
    expect(chat).toHaveLength(1);
    // Data, never copy: the portal draws it in the reader's language.
    expect(chat[0]!.payload).toMatchObject({
      kind: 'govAppeal',
      data: {
        appealId,
        state: 'answered',
        deskName: '西湖区政企服务中心',
        title: expect.any(String),
        reply: '可申请区科技贷款贴息，请于月底前提交材料。',
        path: '/serve/govAppeal',
      },
    });
    expect(chat[0]!.payload.description).toMatch(/^【西湖区政企服务中心】.+：可申请区科技贷款贴息/);
  });

  it('the submitter adds information, rates once; the administrator closes', async () => {
    const more = await ok(
      govApi.entAppealSupplement,
      { appealId, text: '补充：贷款合同编号 2026-018。' },
      tokens.lina,
    );
    expect(more.events.at(-1)).toMatchObject({ kind: 'supplemented', side: 'enterprise' });
    const notMine = await call(govApi.entAppealRate, { appealId, rating: 1 }, tokens.zhangwei);
    expect(notMine.status).toBe(404);
    const rated = await ok(govApi.entAppealRate, { appealId, rating: 5, comment: '答复及时' }, tokens.lina);
    expect(rated).toMatchObject({ rating: 5, ratingComment: '答复及时' });
    const twice = await call(govApi.entAppealRate, { appealId, rating: 4 }, tokens.lina);
    expect([twice.status, twice.body.msg]).toEqual([400, message('govRatedAlready')]);
    expect((await call(govApi.appealAct, { appealId, action: 'close' }, tokens.zhoulei)).status).toBe(403);
    expect((await ok(govApi.appealAct, { appealId, action: 'close' })).state).toBe('closed');
    const late = await call(govApi.entAppealSupplement, { appealId, text: '再补充' }, tokens.lina);
    expect(late.body.msg).toBe(message('govAppealClosed'));
    const mine = await ok(govApi.entAppealPage, {}, tokens.lina);
    expect(mine.records[0]).toMatchObject({ appealId, state: 'closed', deskName: '西湖区政企服务中心' });
  });

  it('rejects with a reason only, and a department in use stays', async () => {
    const a = await ok(
      govApi.entAppealSubmit,
      appealBody({ category: 'land', title: '用地指标' }),
      tokens.lina,
    );
    const bare = await call(govApi.appealAct, { appealId: a.appealId, action: 'reject' });
    expect(bare.body.msg).toBe(message('govRejectReasonRequired'));
    const r = await ok(govApi.appealAct, {
      appealId: a.appealId,
      action: 'reject',
      text: '不属于本区受理范围',
    });
    expect(r).toMatchObject({ state: 'rejected', rejectReason: '不属于本区受理范围' });
    const inUse = await call(govApi.departmentRemove, { departmentId });
    expect(inUse.body.msg).toBe(message('govDepartmentInUse'));
  });
});

describe('overdue and statistics', () => {
  it('marks an open appeal past its deadline overdue and counts it', async () => {
    const a = await ok(govApi.entAppealSubmit, appealBody({ category: 'policy' }), tokens.lina);
    await t.db.query(`update gov_appeals set deadline = date '2020-01-01' where id = $1`, [a.appealId]);
    const page = await ok(govApi.appealPage, { overdue: 'true' });
    expect(page.records.map((r: Row) => r.appealId)).toEqual([a.appealId]);
    expect(page.records[0].overdue).toBe(true);
    const s = await ok(govApi.stats);
    expect(s).toMatchObject({ total: 3, overdue: 1, open: 1, rated: 1, avgRating: 5 });
    expect(s.byCategory.find((c: Row) => c.key === 'finance').count).toBe(1);
    expect(s.byDepartment).toEqual([{ key: departmentId, name: '企业服务科', count: 1 }]);
    expect(s.avgAnswerHours).not.toBeNull();
  });
});

describe('notices', () => {
  it('pushes a region notice to the linked users in chat and in their inbox', async () => {
    expect(
      (
        await call(
          govApi.noticeSend,
          { title: 't', body: 'b', category: 'notice', target: 'all' },
          tokens.zhoulei,
        )
      ).status,
    ).toBe(403);
    const outside = await call(govApi.noticeSend, {
      title: '通知',
      body: '正文',
      category: 'notice',
      target: 'chosen',
      companyIds: [elsewhere.company_id],
    });
    expect(outside.body.msg).toBe(message('govNoticeCompanyOutside'));
    const n = await ok(govApi.noticeSend, {
      title: '关于开展 2026 年度高新技术企业申报的通知',
      body: '各有关企业：请于 12 月 31 日前完成申报。',
      category: 'policy',
      target: 'all',
    });
    expect(n.recipients).toBe(1);
    const chosen = await ok(govApi.noticeSend, {
      title: '专项座谈会邀请',
      body: '诚邀贵司参加。',
      category: 'notice',
      target: 'chosen',
      companyIds: [home.company_id],
    });
    expect(chosen.companies).toEqual([{ companyId: home.company_id, companyName: home.company_name }]);
    const inbox = await ok(govApi.entNoticePage, {}, tokens.lina);
    expect(inbox.records.map((r: Row) => r.title)).toEqual([
      '专项座谈会邀请',
      '关于开展 2026 年度高新技术企业申报的通知',
    ]);
    expect((await ok(govApi.entNoticePage, {}, tokens.zhangwei)).total).toBe(0);
    const chat = await t.db.query<{ n: string }>(
      `select count(*) as n from im_messages where sender_id = $1 and client_msg_id like 'gov-notice-%'`,
      [SYSTEM_SENDER_ID],
    );
    expect(Number(chat[0]!.n)).toBe(2);
    const policy = await t.db.query<{ payload: { kind: string; data: unknown } }>(
      `select payload from im_messages where sender_id = $1 and client_msg_id like $2`,
      [SYSTEM_SENDER_ID, `gov-notice-${n.noticeId}-%`],
    );
    expect(policy.map((m) => m.payload)).toEqual([
      expect.objectContaining({
        kind: 'govNotice',
        data: {
          noticeId: n.noticeId,
          category: 'policy',
          deskName: '西湖区政企服务中心',
          title: '关于开展 2026 年度高新技术企业申报的通知',
          excerpt: '各有关企业：请于 12 月 31 日前完成申报。',
          path: '/serve/govAppeal?tab=notices',
        },
      }),
    ]);
    expect((await ok(govApi.noticePage)).total).toBe(2);
  });
});
