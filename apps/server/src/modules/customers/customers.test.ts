import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ResultCode, customersApi, leadsApi, message, orgCentreApi } from '@platform/contracts';
import { multipart } from '../../test/sample-files';
import {
  bearer,
  createTestApp,
  endpointClient,
  injectEndpoint,
  loginToken,
  type TestApp,
} from '../../test/test-app';

/** The 客户管理 workspace: visibility, customers, pipeline, timeline, tasks, import, export, conversion (docs/customers.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
const ID = {
  chenjing: '1000000000000000007',
  zhoulei: '1000000000000000008',
  sunli: '1000000000000000009',
};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
type Row = Record<string, unknown>;
let companies: Array<{ company_id: string; usc_no: string; company_name: string }> = [];

beforeAll(async () => {
  t = await createTestApp({}, { companies: 60 });
  for (const u of ['chenjing', 'zhoulei', 'sunli', 'lina']) tokens[u] = (await loginToken(t.app, u)).access;
  companies = await t.db.query<{ company_id: string; usc_no: string; company_name: string }>(
    'select company_id, usc_no, company_name from companies order by company_id limit 40',
  );
});
afterAll(() => t.close());

let next = 0;
/** A company no test has made a customer of yet. */
const freshCompany = () => companies[next++]!;
const create = (input: Row, access = tokens.chenjing) => ok(customersApi.customerCreate, input, access);
const count = async (sql: string) => Number((await t.db.query<{ n: string }>(sql))[0]!.n);

describe('access', () => {
  it('needs login and business type 2 bought (the purchase-needed answer otherwise)', async () => {
    expect((await call(customersApi.customerPage, {}, null)).status).toBe(401);
    const refused = await call(customersApi.customerPage, {}, tokens.lina);
    expect(refused.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect(refused.body.msg).toBe(message('purchaseNeeded'));
    const file = await injectEndpoint(t.app, customersApi.customerExport, {}, bearer(tokens.lina!));
    expect(file.json().code).toBe(ResultCode.PURCHASE_NEEDED);
  });
});

describe('customers', () => {
  it('creates from a company of the data set, once per credit code, even in parallel', async () => {
    const c = freshCompany();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(customersApi.customerCreate, { companyId: c.company_id })),
    );
    expect(results.filter((r) => r.body.code === ResultCode.SUCCESS)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== ResultCode.SUCCESS))
      expect(r.body.msg).toBe(message('customerDuplicate'));
    const made = results.find((r) => r.body.code === ResultCode.SUCCESS)!.body.data;
    expect(made).toMatchObject({
      name: c.company_name,
      uscNo: c.usc_no,
      companyId: c.company_id,
      source: 'data',
    });
    expect(made.regionName).toBeTruthy();
    const timeline = await ok(customersApi.activityList, { customerId: made.customerId });
    expect(timeline.map((a: Row) => a.kind)).toEqual(['created']);
  });

  it('creates by hand, links a known credit code to its company, and refuses a wrong check character', async () => {
    const c = freshCompany();
    const linked = await create({
      name: '手工录入的客户',
      uscNo: c.usc_no,
      contacts: [{ name: '王经理', phone: '13800000011' }],
    });
    expect(linked).toMatchObject({ companyId: c.company_id, source: 'manual' });
    expect(linked.contacts).toHaveLength(1);
    const wrong = `${c.usc_no.slice(0, 17)}${c.usc_no[17] === '0' ? '1' : '0'}`;
    const refused = await call(customersApi.customerCreate, { name: '错误代码', uscNo: wrong });
    expect(refused.status).toBe(400);
    const phone = await call(customersApi.customerCreate, {
      name: '错误手机',
      contacts: [{ name: 'x', phone: '123' }],
    });
    expect(phone.status).toBe(400);
  });

  it('shows a member their own and shared customers, an administrator all; other ids are not found', async () => {
    const mine = await create({ companyId: freshCompany().company_id }, tokens.zhoulei);
    const shared = await create(
      { companyId: freshCompany().company_id, collaboratorIds: [ID.zhoulei] },
      tokens.sunli,
    );
    const hidden = await create({ companyId: freshCompany().company_id }, tokens.sunli);
    const seen = (await ok(customersApi.customerPage, { size: 100 }, tokens.zhoulei)).records.map(
      (r: Row) => r.customerId,
    );
    expect(seen).toEqual(expect.arrayContaining([mine.customerId, shared.customerId]));
    expect(seen).not.toContain(hidden.customerId);
    const all = (await ok(customersApi.customerPage, { size: 100 })).records.map((r: Row) => r.customerId);
    expect(all).toEqual(expect.arrayContaining([mine.customerId, shared.customerId, hidden.customerId]));
    // 周磊 reading, working or changing 孙丽's private customer by id: not found, nothing changed.
    for (const [ep, input] of [
      [customersApi.customerDetail, { customerId: hidden.customerId }],
      [customersApi.customerUpdate, { customerId: hidden.customerId, name: 'x' }],
      [customersApi.customerRemove, { customerId: hidden.customerId }],
      [customersApi.activityAdd, { customerId: hidden.customerId, kind: 'note', text: 'x' }],
      [customersApi.dealCreate, { customerId: hidden.customerId, title: 'x', amount: 1 }],
      [customersApi.contactAdd, { customerId: hidden.customerId, name: 'x' }],
      [customersApi.taskAdd, { customerId: hidden.customerId, title: 'x', dueOn: '2026-12-01' }],
    ] as const)
      expect((await call(ep, input, tokens.zhoulei)).status).toBe(404);
    expect((await ok(customersApi.customerDetail, { customerId: hidden.customerId })).name).not.toBe('x');
    // A collaborator works the customer but may not edit or delete it.
    expect(
      (await call(customersApi.customerUpdate, { customerId: shared.customerId, name: 'y' }, tokens.zhoulei))
        .status,
    ).toBe(403);
    await ok(
      customersApi.activityAdd,
      { customerId: shared.customerId, kind: 'call', text: '电话沟通' },
      tokens.zhoulei,
    );
    // mine filter
    const own = await ok(customersApi.customerPage, { ownerId: 'mine', size: 100 }, tokens.sunli);
    expect(own.records.every((r: Row) => r.ownerId === ID.sunli)).toBe(true);
  });

  it('lets only an administrator reassign, and moves a departed member’s customers, open deals and tasks', async () => {
    const a = await create({ companyId: freshCompany().company_id }, tokens.sunli);
    expect(
      (
        await call(
          customersApi.customerAssign,
          { customerIds: [a.customerId], ownerId: ID.zhoulei },
          tokens.sunli,
        )
      ).status,
    ).toBe(403);
    const deal = await ok(
      customersApi.dealCreate,
      { customerId: a.customerId, title: '转交商机', amount: 1000 },
      tokens.sunli,
    );
    const task = await ok(
      customersApi.taskAdd,
      { customerId: a.customerId, title: '转交任务', dueOn: '2026-12-31' },
      tokens.sunli,
    );
    const moved = await ok(customersApi.customerTransfer, { fromUserId: ID.sunli, toUserId: ID.zhoulei });
    expect(moved.changed).toBeGreaterThan(0);
    const after = await ok(customersApi.customerDetail, { customerId: a.customerId }, tokens.zhoulei);
    expect(after.ownerId).toBe(ID.zhoulei);
    const dealAfter = (await ok(customersApi.dealPage, { customerId: a.customerId }, tokens.zhoulei))
      .records[0];
    expect(dealAfter).toMatchObject({ dealId: deal.dealId, ownerId: ID.zhoulei });
    const taskAfter = (await ok(customersApi.taskPage, { customerId: a.customerId }, tokens.zhoulei))
      .records[0];
    expect(taskAfter).toMatchObject({ taskId: task.taskId, assigneeId: ID.zhoulei });
    const timeline = await ok(customersApi.activityList, { customerId: a.customerId }, tokens.zhoulei);
    expect(timeline[0]).toMatchObject({ kind: 'owner' });
    expect(
      (
        await call(customersApi.customerAssign, {
          customerIds: [a.customerId],
          ownerId: '1000000000000000003',
        })
      ).status,
    ).toBe(400);
  });

  it('keeps at most 50 contacts a customer, also in parallel', async () => {
    const c = await create({ companyId: freshCompany().company_id });
    const results = await Promise.all(
      Array.from({ length: 55 }, (_, i) =>
        call(customersApi.contactAdd, { customerId: c.customerId, name: `联系人${i}` }),
      ),
    );
    expect(results.filter((r) => r.body.code === ResultCode.SUCCESS)).toHaveLength(50);
    expect(await count(`select count(*) n from crm_contacts where customer_id = ${c.customerId}`)).toBe(50);
  });
});

describe('pipeline', () => {
  it('starts with the six default stages and refuses a pipeline that drops a stage holding deals', async () => {
    const stages = await ok(customersApi.stageList);
    expect(stages.map((s: Row) => s.name)).toEqual([
      '初步接洽',
      '需求确认',
      '方案报价',
      '商务谈判',
      '赢单',
      '输单',
    ]);
    expect(stages.map((s: Row) => s.key)).toEqual([
      'initial',
      'needs',
      'quote',
      'negotiation',
      'won',
      'lost',
    ]);
    const c = await create({ companyId: freshCompany().company_id });
    await ok(customersApi.dealCreate, {
      customerId: c.customerId,
      title: '阶段占用',
      amount: 10,
      stageId: stages[1].stageId,
    });
    const without = stages
      .filter((s: Row) => s.key !== 'needs')
      .map(({ stageId, name, probability, kind }: Row) => ({
        stageId,
        name,
        probability,
        kind,
      }));
    const refused = await call(customersApi.stageSave, { stages: without });
    expect(refused.body.msg).toBe(message('dealStageInUse'));
    expect((await ok(customersApi.stageList)).length).toBe(6);
    // Members may not change the pipeline.
    expect((await call(customersApi.stageSave, { stages: without }, tokens.zhoulei)).status).toBe(403);
    // Adding and renaming: a renamed default becomes the organisation's own (no key).
    const renamed = stages.map(({ stageId, name, probability, kind }: Row, i: number) => ({
      stageId,
      name: i === 0 ? '线索接触' : name,
      probability,
      kind,
    }));
    renamed.splice(4, 0, { name: '合同审批', probability: 90, kind: 'open' });
    const saved = await ok(customersApi.stageSave, { stages: renamed });
    expect(saved.map((s: Row) => s.name)).toEqual([
      '线索接触',
      '需求确认',
      '方案报价',
      '商务谈判',
      '合同审批',
      '赢单',
      '输单',
    ]);
    expect(saved[0].key).toBeNull();
    expect(saved[1].key).toBe('needs');
  });

  it('moves deals through stages: closed when won or lost, logged on the timeline, counted on the dashboard', async () => {
    const stages = await ok(customersApi.stageList);
    const won = stages.find((s: Row) => s.kind === 'won');
    const c = await create({ companyId: freshCompany().company_id });
    const before = await ok(customersApi.dashboard);
    const deal = await ok(customersApi.dealCreate, {
      customerId: c.customerId,
      title: '赢单测试',
      amount: 250_000,
    });
    expect(deal).toMatchObject({ state: 'open', stageId: stages[0].stageId, closedAt: null });
    const moved = await ok(customersApi.dealMove, { dealId: deal.dealId, stageId: won.stageId });
    expect(moved.state).toBe('won');
    expect(moved.closedAt).not.toBeNull();
    const timeline = await ok(customersApi.activityList, { customerId: c.customerId });
    expect(timeline[0]).toMatchObject({
      kind: 'stage',
      params: expect.objectContaining({ deal: '赢单测试' }),
    });
    const after = await ok(customersApi.dashboard);
    const month = after.wonByMonth[11];
    expect(month.amount - before.wonByMonth[11].amount).toBe(250_000);
    const wonRow = after.funnel.find((f: Row) => f.kind === 'won');
    expect(wonRow.count).toBe(before.funnel.find((f: Row) => f.kind === 'won').count + 1);
    const board = await ok(customersApi.dealBoard);
    expect(board.deals.some((d: Row) => d.dealId === deal.dealId)).toBe(true);
    expect(board.stages).toHaveLength(stages.length);
  });

  it('answers not found for a stage change on a deleted deal, and refuses unknown stages', async () => {
    const stages = await ok(customersApi.stageList);
    const c = await create({ companyId: freshCompany().company_id });
    const deal = await ok(customersApi.dealCreate, { customerId: c.customerId, title: '将删除', amount: 1 });
    expect((await call(customersApi.dealMove, { dealId: deal.dealId, stageId: '999999999' })).body.msg).toBe(
      message('dealStageNotFound'),
    );
    await ok(customersApi.dealRemove, { dealId: deal.dealId });
    const moved = await call(customersApi.dealMove, { dealId: deal.dealId, stageId: stages[1].stageId });
    expect(moved.status).toBe(404);
    expect(moved.body.msg).toBe(message('dealNotFound'));
    expect(
      (await call(customersApi.dealCreate, { customerId: c.customerId, title: 'x', amount: -5 })).status,
    ).toBe(400);
  });
});

describe('tasks', () => {
  it('counts the caller’s open tasks due today and overdue; done is logged and leaves the badge', async () => {
    const c = await create({ companyId: freshCompany().company_id }, tokens.sunli);
    const before = await ok(customersApi.taskDue, {}, tokens.sunli);
    const today = before.today as string;
    const task = await ok(
      customersApi.taskAdd,
      { customerId: c.customerId, title: '今日回访', dueOn: today },
      tokens.sunli,
    );
    expect(task.due).toBe(true);
    expect((await ok(customersApi.taskDue, {}, tokens.sunli)).dueToday).toBe(before.dueToday + 1);
    // Someone who does not see the customer cannot close its task.
    expect(
      (await call(customersApi.taskDone, { taskId: task.taskId, done: true }, tokens.zhoulei)).status,
    ).toBe(404);
    await ok(customersApi.taskDone, { taskId: task.taskId, done: true }, tokens.sunli);
    expect((await ok(customersApi.taskDue, {}, tokens.sunli)).dueToday).toBe(before.dueToday);
    const timeline = await ok(customersApi.activityList, { customerId: c.customerId }, tokens.sunli);
    expect(timeline[0]).toMatchObject({ kind: 'task', params: { task: '今日回访' } });
  });
});

describe('conversion from leads', () => {
  it('turns leads into customers once per company and marks them converted', async () => {
    const list = await ok(leadsApi.listCreate, { name: '转化测试', profile: {}, top: 3 });
    const leads = (await ok(leadsApi.leadPage, { listId: list.listId, size: 10 })).records;
    const ids = leads.map((l: Row) => l.leadId);
    const done = await ok(customersApi.customerFromLeads, { leadIds: ids });
    expect(done.created + done.existing).toBe(ids.length);
    const again = await ok(customersApi.customerFromLeads, { leadIds: ids });
    expect(again).toMatchObject({ created: 0, existing: ids.length });
    const after = (await ok(leadsApi.leadPage, { listId: list.listId, size: 10 })).records;
    expect(after.every((l: Row) => l.status === 'converted')).toBe(true);
    const converted = (await ok(customersApi.customerPage, { source: 'lead', size: 100 })).records;
    expect(converted.length).toBeGreaterThanOrEqual(done.created);
    const timeline = await ok(customersApi.activityList, { customerId: done.customerIds[0] });
    expect(timeline.some((a: Row) => a.kind === 'lead' || a.kind === 'created')).toBe(true);
    // A lead of a list the caller cannot see is not found.
    expect((await call(customersApi.customerFromLeads, { leadIds: ['999999999'] })).status).toBe(404);
  });
});

describe('import and export', () => {
  const upload = (bytes: Buffer, token = tokens.chenjing) => {
    const body = multipart(bytes, 'customers.csv', 'text/csv');
    return t.app.inject({
      method: 'POST',
      url: customersApi.customerImport.path,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token!) },
    });
  };

  it('reports every bad row and writes nothing; a clean file is written whole', async () => {
    const taken = freshCompany();
    await create({ companyId: taken.company_id });
    const good = freshCompany();
    const wrong = `${good.usc_no.slice(0, 17)}${good.usc_no[17] === '0' ? '1' : '0'}`;
    const before = await count(`select count(*) n from crm_customers where tenant_id = '200002'`);
    const csv = [
      '企业名称,统一社会信用代码,标签,联系人,职务,手机,邮箱',
      `导入一号,${good.usc_no},重点客户、制造,张三,经理,13800000021,a@example.com`,
      `,${freshCompany().usc_no},,,,,`,
      `导入三号,${wrong},,,,,`,
      `导入四号,,,李四,,12345,`,
      `导入五号,${taken.usc_no},,,,,`,
      `导入六号,${good.usc_no},,,,,`,
    ].join('\n');
    const refused = await upload(Buffer.from(csv));
    expect(refused.json().code).toBe(ResultCode.SUCCESS);
    const result = refused.json().data;
    expect(result.created).toBe(0);
    expect(result.errors.map((e: Row) => [e.row, e.code])).toEqual([
      [3, 'nameMissing'],
      [4, 'creditCodeInvalid'],
      [5, 'phoneInvalid'],
      [6, 'duplicateCustomer'],
      [7, 'duplicateInFile'],
    ]);
    expect(await count(`select count(*) n from crm_customers where tenant_id = '200002'`)).toBe(before);

    const clean = [
      'Company name,Credit code,Tags,Contact,Title,Mobile,Email',
      `导入一号,${good.usc_no},重点客户,张三,经理,13800000021,`,
      '导入二号,,,,,,',
    ];
    const written = (await upload(Buffer.from(`\uFEFF${clean.join('\r\n')}`))).json().data;
    expect(written).toMatchObject({ rows: 2, created: 2, errors: [] });
    const rows = (await ok(customersApi.customerPage, { source: 'import', size: 10 })).records;
    expect(rows.map((r: Row) => r.name)).toEqual(expect.arrayContaining(['导入一号', '导入二号']));
    expect(rows.find((r: Row) => r.name === '导入一号')).toMatchObject({
      companyId: good.company_id,
      tags: ['重点客户'],
    });
  });

  it('refuses a file that is not a table or has the wrong header, whatever its name', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    expect((await upload(png)).json().msg).toBe(message('customersImportFile'));
    expect((await upload(Buffer.from('名称,代码\n甲,乙'))).json().msg).toBe(message('customersImportHeader'));
    expect((await upload(Buffer.from('企业名称\n'))).json().msg).toBe(message('customersImportFile'));
  });

  it('reads an .xlsx import and exports the caller’s customers as .xlsx', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('客户');
    sheet.addRow(['企业名称', '统一社会信用代码']);
    sheet.addRow(['表格导入客户', '']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect((await upload(bytes, tokens.zhoulei)).json().data).toMatchObject({ created: 1 });

    // Exporting needs data.export (org-centre): refused to a plain member, granted through a role.
    const exportAs = () =>
      injectEndpoint(t.app, customersApi.customerExport, { ownerId: 'mine' }, bearer(tokens.zhoulei!));
    expect((await exportAs()).json().msg).toBe(message('orgPermissionDenied'));
    const role = await ok(
      orgCentreApi.roleSave,
      { name: '导出', permissions: ['data.export'] },
      tokens.chenjing,
    );
    await ok(
      orgCentreApi.staffUpdate,
      { userId: ID.zhoulei, departmentId: null, postId: null, roleIds: [role.id] },
      tokens.chenjing,
    );

    const file = await injectEndpoint(
      t.app,
      customersApi.customerExport,
      { ownerId: 'mine' },
      bearer(tokens.zhoulei!),
    );
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const names = read.worksheets[0]!.getColumn(1).values.slice(2);
    expect(names).toContain('表格导入客户');
    const hidden = (await ok(customersApi.customerPage, { ownerId: ID.sunli, size: 100 })).records.map(
      (r: Row) => r.name,
    );
    for (const n of hidden) expect(names).not.toContain(n);
  });
});
