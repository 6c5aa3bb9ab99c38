import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, attractProjectApi as api, message } from '@platform/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { pdf, picture } from '../../test/sample-files';
import { uploadAs, type UploadAnswer } from '../../test/uploads';
import { seedDemoAttractProjects } from './demo/projects';

/** 精准招商's projects pipeline (docs/attract.md "Projects"). */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
const one = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params))[0]!;
const count = async (text: string, params: unknown[] = []) =>
  Number((await one<{ n: string }>(text, params)).n);
const XIHU = '330106';
const SUZHOU_COUNTY = '320505';
let companies: string[] = [];
let nodeCode = '';
/** chenjing's uploads: a PDF, and a picture named as a PDF (the files module keeps it a picture). */
let PDF = { fileId: '', name: '', mime: '', size: 0 };
let pictureNamedPdf = { ...PDF };
let uploads = '';
const attachment = ({ data }: UploadAnswer) => ({
  fileId: data.id,
  name: data.name,
  mime: data.mime,
  size: data.size,
});

beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'attract-'));
  t = await createTestApp({ UPLOAD_DIR: uploads }, { companies: 300 });
  for (const u of ['chenjing', 'zhoulei', 'lina']) tokens[u] = (await loginToken(t.app, u)).access;
  PDF = attachment(await uploadAs(t.app, tokens.chenjing!, await pdf(), '投资意向书.pdf'));
  pictureNamedPdf = attachment(await uploadAs(t.app, tokens.chenjing!, await picture('png'), '合同.pdf'));
  companies = (
    await t.db.query<{ company_id: string }>(
      `select company_id from companies where region_code <> '${XIHU}' order by company_id limit 6`,
    )
  ).map((r) => r.company_id);
  nodeCode = (await one<{ node_code: string }>('select node_code from company_layouts order by 1 limit 1'))
    .node_code;
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

const stageId = async (name: string) => {
  const stages = (await ok(api.stageList, { regionCode: XIHU })) as Array<{ stageId: string; name: string }>;
  return stages.find((s) => s.name === name)!.stageId;
};

describe('access', () => {
  it('needs login and type 4 for the region; a region not bought is refused, nothing written', async () => {
    expect((await call(api.projectPage, { regionCode: XIHU }, null)).status).toBe(401);
    expect((await call(api.projectBoard, { regionCode: XIHU }, tokens.lina)).body.code).toBe(
      ResultCode.PURCHASE_NEEDED,
    );
    const elsewhere = await call(api.projectCreate, { regionCode: '110101', companyId: companies[0] });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.msg).toBe(message('attractRegionNotBought', 'zh'));
    expect(await count('select count(*) as n from attract_projects')).toBe(0);
  });

  it("another organisation's project by id is not found, and stays as it was", async () => {
    await t.db.query(
      `insert into attract_stages (tenant_id, key, name, position) values ('100001', null, 'A', 0)`,
    );
    const inserted = await one<{ id: string }>(
      `insert into attract_projects (tenant_id, region_code, name, company_id, company_name, stage_id, source, owner_id)
       select '100001', '${XIHU}', 'A-PROJECT', '1', 'A', id, 'manual', '1000000000000000002'
         from attract_stages where tenant_id = '100001' returning id`,
    );
    const a = { id: String(inserted.id) };
    const before = JSON.stringify(await t.db.query('select * from attract_projects where id = $1', [a.id]));
    for (const [ep, input] of [
      [api.projectDetail, { projectId: a.id }],
      [api.projectUpdate, { projectId: a.id, amount: 1 }],
      [api.projectMove, { projectId: a.id, stageId: '1' }],
      [api.recordAdd, { projectId: a.id, kind: 'visit', text: 'B' }],
      [api.stepAdd, { projectId: a.id, title: 'B', dueOn: '2026-12-01' }],
      [api.documentAdd, { projectId: a.id, files: [PDF] }],
      [api.projectRemove, { projectId: a.id }],
    ] as const) {
      const res = await call(ep, input);
      expect(res.status, `${ep.path} ${JSON.stringify(res.body)}`).toBe(404);
      expect(res.body.msg).toBe(message('attractProjectNotFound', 'zh'));
    }
    expect(JSON.stringify(await t.db.query('select * from attract_projects where id = $1', [a.id]))).toBe(
      before,
    );
    expect(await count('select count(*) as n from attract_project_records')).toBe(0);
    await t.db.query(`delete from attract_projects where tenant_id = '100001'`);
  });
});

describe('stages', () => {
  it('starts with the eight default stages; members may not change them', async () => {
    const stages = (await ok(api.stageList, { regionCode: XIHU })) as Array<{
      name: string;
      requires: string[];
    }>;
    expect(stages.map((s) => s.name)).toEqual([
      '线索',
      '接洽',
      '考察',
      '谈判',
      '签约',
      '注册',
      '建设',
      '投产',
    ]);
    expect(stages[4]!.requires).toEqual(['amount', 'negotiation']);
    const refused = await call(
      api.stageSave,
      { regionCode: XIHU, stages: [{ name: 'X' }, { name: 'Y' }] },
      tokens.zhoulei,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(message('attractStageAdminOnly', 'zh'));
  });
});

describe('projects', () => {
  let projectId = '';

  it('takes a company into the pipeline at the first stage, once per region', async () => {
    const p = await ok(api.projectCreate, {
      regionCode: XIHU,
      companyId: companies[0],
      chainNodeCode: nodeCode,
      source: 'suggest',
      teamIds: ['1000000000000000008'],
    });
    projectId = p.projectId;
    expect(p).toMatchObject({
      regionCode: XIHU,
      stageName: '线索',
      source: 'suggest',
      canEdit: true,
      canManage: true,
    });
    expect(p.team.map((m: { userId: string }) => m.userId)).toEqual(['1000000000000000008']);
    expect(p.moves).toHaveLength(1);
    const again = await call(api.projectCreate, { regionCode: XIHU, companyId: companies[0] });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(message('attractProjectExists', 'zh'));
    const stranger = await call(api.projectCreate, {
      regionCode: XIHU,
      companyId: companies[1],
      teamIds: ['1000000000000000002'],
    });
    expect(stranger.body.msg).toBe(message('attractProjectMemberUnknown', 'zh'));
    expect(await count('select count(*) as n from attract_projects')).toBe(1);
  });

  it('refuses a jump to 签约 without its data, naming what is missing, and writes nothing', async () => {
    const signed = await stageId('签约');
    const res = await call(api.projectMove, { projectId, stageId: signed });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(
      `${message('attractProjectStageRequires', 'zh')}: 投资额、至少一条跟进记录、至少一条谈判记录`,
    );
    const en = await t.app.inject({
      method: 'POST',
      url: api.projectMove.path,
      headers: { ...bearer(tokens.chenjing!), 'accept-language': 'en' },
      payload: { projectId, stageId: await stageId('投产') },
    });
    expect(en.json().msg).toContain(
      'investment amount, at least one record, at least one negotiation record, land area, jobs',
    );
    expect((await ok(api.projectDetail, { projectId })).stageName).toBe('线索');
    expect(await count('select count(*) as n from attract_project_moves')).toBe(1);
  });

  it('refuses an attachment that is not what its name says or not the caller’s upload, writing nothing', async () => {
    // The picture claims to be a PDF: the type kept with the upload decides, not the client's word.
    const res = await call(api.recordAdd, {
      projectId,
      kind: 'negotiation',
      text: '第一轮谈判',
      attachments: [{ ...pictureNamedPdf, mime: 'application/pdf' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message('attractProjectFileInvalid', 'zh'));
    const png = await call(api.documentAdd, { projectId, files: [{ ...PDF, name: '照片.png' }] });
    expect(png.body.msg).toBe(message('attractProjectFileInvalid', 'zh'));
    const made = await call(api.documentAdd, {
      projectId,
      files: [{ ...PDF, fileId: '0b7c2f1e-1d2a-4c3b-8e4f-5a6b7c8d9e01' }],
    });
    expect(made.body.msg).toBe(message('attractProjectFileInvalid', 'zh'));
    expect(await count('select count(*) as n from attract_project_records')).toBe(0);
    expect(await count('select count(*) as n from attract_project_files')).toBe(0);
  });

  it('moves to 签约 once the amount and a negotiation are there; the data cannot be cleared after', async () => {
    await ok(api.projectUpdate, { projectId, amount: 12000, land: 30 });
    const withRecord = await ok(api.recordAdd, {
      projectId,
      kind: 'negotiation',
      text: '第一轮谈判：补助比例达成一致',
      happenedOn: '2026-11-02',
      attachments: [PDF],
    });
    expect(withRecord.recordList[0]).toMatchObject({
      kind: 'negotiation',
      attachments: [{ name: PDF.name }],
    });
    const moved = await ok(api.projectMove, { projectId, stageId: await stageId('签约') });
    expect(moved).toMatchObject({ stageName: '签约', amount: 12000, records: 1 });
    expect(moved.moves.map((m: { toStageName: string }) => m.toStageName)).toEqual(['签约', '线索']);
    const cleared = await call(api.projectUpdate, { projectId, amount: null });
    expect(cleared.status).toBe(400);
    expect((await ok(api.projectDetail, { projectId })).amount).toBe(12000);
  });

  it('documents and next steps; the due badge counts the caller’s', async () => {
    const withDoc = await ok(api.documentAdd, { projectId, files: [{ ...PDF, name: '可研报告.pdf' }] });
    expect(withDoc.documents.map((d: { name: string }) => d.name)).toEqual(['可研报告.pdf']);
    const removed = await ok(api.documentRemove, { projectId, documentId: withDoc.documents[0].documentId });
    expect(removed.documents).toEqual([]);
    const withStep = await ok(api.stepAdd, { projectId, title: '报区政府审议', dueOn: '2020-01-01' });
    expect(withStep.nextStep).toMatchObject({ title: '报区政府审议', due: true });
    const due = await ok(api.stepDue);
    expect(due.overdue).toBe(1);
    await ok(api.stepDone, { stepId: withStep.steps[0].stepId, done: true });
    expect((await ok(api.stepDue)).overdue).toBe(0);
    expect((await call(api.stepDue, {}, tokens.lina)).body.code).toBe(ResultCode.PURCHASE_NEEDED);
  });

  it('a team member edits; only the owner or an administrator deletes', async () => {
    await ok(api.projectUpdate, { projectId, jobs: 120 }, tokens.zhoulei);
    const other = await ok(api.projectCreate, { regionCode: XIHU, companyId: companies[2] });
    const refused = await call(api.projectUpdate, { projectId: other.projectId, amount: 1 }, tokens.zhoulei);
    expect(refused.status).toBe(403);
    expect((await call(api.projectRemove, { projectId }, tokens.zhoulei)).status).toBe(403);
    expect(await ok(api.projectRemove, { projectId: other.projectId })).toEqual({ changed: 1 });
  });

  it('lists the region on a board and in a table; another region is apart', async () => {
    await ok(api.projectCreate, { regionCode: SUZHOU_COUNTY, companyId: companies[3] });
    const board = await ok(api.projectBoard, { regionCode: XIHU });
    expect(board.stages).toHaveLength(8);
    expect(board.projects.map((p: { projectId: string }) => p.projectId)).toEqual([projectId]);
    const page = await ok(api.projectPage, { regionCode: XIHU, stageId: await stageId('签约') });
    expect(page.total).toBe(1);
    expect((await ok(api.projectPage, { regionCode: XIHU, keyword: '不存在的企业' })).total).toBe(0);
  });

  it('a stage holding projects cannot be removed; others are renamed, reordered, added', async () => {
    const stages = (await ok(api.stageList, { regionCode: XIHU })) as Array<{
      stageId: string;
      name: string;
    }>;
    const without = stages.filter((s) => s.name !== '签约');
    const refused = await call(api.stageSave, { regionCode: XIHU, stages: without });
    expect(refused.body.msg).toBe(message('attractStageInUse', 'zh'));
    const saved = await ok(api.stageSave, {
      regionCode: XIHU,
      stages: [
        ...stages
          .slice(0, 2)
          .map((s) => ({ stageId: s.stageId, name: s.name === '接洽' ? '初步接洽' : s.name })),
        { name: '立项', requires: ['chainNode'] },
        ...stages.slice(2).map((s) => ({
          stageId: s.stageId,
          name: s.name,
          requires: s.name === '签约' ? ['amount', 'negotiation'] : [],
        })),
      ],
    });
    expect(saved.map((s: { name: string }) => s.name).slice(0, 4)).toEqual([
      '线索',
      '初步接洽',
      '立项',
      '考察',
    ]);
    expect(saved.find((s: { name: string }) => s.name === '签约').projects).toBe(1);
  });
});

describe('monthly report', () => {
  it('counts by stage at the month’s end, with the month’s moves; .xlsx and PDF', async () => {
    const month = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 7);
    const r = await ok(api.report, { regionCode: XIHU, month });
    expect(r).toMatchObject({ regionCode: XIHU, month, total: 1, created: 1 });
    const signed = r.stages.find((s: { name: string }) => s.name === '签约');
    expect(signed).toMatchObject({ count: 1, amount: 12000, entered: 1 });
    expect((await ok(api.report, { regionCode: XIHU, month: '2020-01' })).total).toBe(0);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: api.reportXlsx.path,
      headers: bearer(tokens.chenjing!),
      payload: { regionCode: XIHU, month },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await t.app.inject({
      method: 'POST',
      url: api.reportPdf.path,
      headers: bearer(tokens.chenjing!),
      payload: { regionCode: XIHU, month },
    });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const member = await t.app.inject({
      method: 'POST',
      url: api.reportPdf.path,
      headers: bearer(tokens.zhoulei!),
      payload: { regionCode: XIHU, month },
    });
    expect(member.statusCode).toBe(403);
    const badMonth = await t.app.inject({
      method: 'POST',
      url: api.reportXlsx.path,
      headers: bearer(tokens.chenjing!),
      payload: { regionCode: XIHU, month: '2026-13' },
    });
    expect(badMonth.statusCode).toBe(400);
  });
});

describe('demo', () => {
  it('seeds projects in every stage once, each holding the data its stage needs', async () => {
    await t.db.query(`delete from attract_projects where tenant_id = '200002'`);
    await t.db.query(`delete from attract_stages where tenant_id = '200002'`);
    const now = new Date('2026-11-20T02:00:00Z');
    expect(await seedDemoAttractProjects(t.app.ctx.store, now)).toBe(true);
    expect(await seedDemoAttractProjects(t.app.ctx.store, now)).toBe(false);
    const board = await ok(api.projectBoard, { regionCode: XIHU });
    const stages = board.stages as Array<{ stageId: string; projects: number }>;
    expect(stages.every((s) => s.projects === 3)).toBe(true);
    for (const p of board.projects as Array<{ projectId: string; stageId: string }>) {
      // Re-entering its own stage checks its requirements: every demo project passes.
      const stage = p.stageId;
      await ok(api.projectMove, { projectId: p.projectId, stageId: stages[0]!.stageId });
      await ok(api.projectMove, { projectId: p.projectId, stageId: stage });
    }
    expect(
      await count(`select count(*) as n from attract_project_steps where due_on <= current_date`),
    ).toBeGreaterThan(0);
  });
});
