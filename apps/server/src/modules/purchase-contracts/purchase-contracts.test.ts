import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isContactPhone, purchaseContractsApi as api } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoPurchaseContracts } from './demo';
import type { ContractReviewer } from './reviewer';
import { sandboxContractReviewer } from './reviewer';
import { REVIEW_ATTEMPTS_MAX, REVIEW_FAILED_REASON, newContractNo, reviewPending } from './service';

let t: TestApp;
let lina: string;
let zhangwei: string;
const dir = mkdtempSync(join(tmpdir(), 'contracts-'));

const PAID = 'P20250301101500DEMO00000001'; // lina's organisation 200001, ¥29,800, 企业版 1年 10 seats
const UNPAID = 'P20261120090000TESTUNPAID02';
const OTHERS = 'P20250601093000DEMO00000002'; // zhangwei's tenant
const USCC = '91330106MA2H3K7Q0C';
const silent = { warn: () => undefined };

// The review job stays out of the way: the tests run its rounds themselves.
beforeAll(async () => {
  t = await createTestApp({ CONTRACT_REVIEW_INTERVAL_MS: '3600000' });
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
  await t.db.query(
    `insert into pay_orders (out_trade_no, tenant_id, user_id, tenant_name, tenant_type, buy_type, buy_account, buyer_name,
       product_id, meal_id, goods_id, goods_time, account_num, unit_price_fen, amount_fen, status)
     values ('${UNPAID}', '200001', '1000000000000000003', '杭州云栖智造科技有限公司', 2, 1, 'lina', '李娜',
       'P1002', 'M1002', 'G2001', '1年', 5, 298000, 1490050, 0)`,
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, access: string | null = lina) {
  const res = await injectEndpoint(t.app, ep, input, access ? bearer(access) : {});
  return { status: res.statusCode, body: res.json() };
}
const contractRows = () =>
  t.db.query<{ status: string; out_trade_no: string }>(
    'select status, out_trade_no from purchase_contracts order by created_at',
  );
const partyA = {
  companyName: '杭州云栖智造科技有限公司',
  creditCode: USCC,
  address: '杭州市西湖区云栖小镇云栖路 88 号',
  contactName: '李娜',
  contactPhone: '0571-88886666',
  email: 'finance@yunqi.example.cn',
};

/** The PDF's text per page, whitespace removed (pdftotext separates pages with a form feed). */
function pdfPages(pdf: Buffer): string[] {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .slice(0, -1)
    .map((p) => p.replace(/\s+/g, ''));
}
const pdfOf = (id: string, access = lina) =>
  t.app.inject({ method: 'POST', url: api.contractPdf.path, payload: { id }, headers: bearer(access) });

describe('contract rules', () => {
  it('numbers contracts HT + the China date + 6 digits', () => {
    expect(newContractNo(new Date('2026-11-27T17:00:00Z'))).toMatch(/^HT20261128\d{6}$/);
  });

  it('takes a mobile or a landline as the contact phone', () => {
    for (const ok of [
      '13800000000',
      '+8613800000000',
      '0571-88886666',
      '01088886666',
      '0512-6655332-801',
      '400-820-1688',
    ])
      expect(isContactPhone(ok), ok).toBe(true);
    for (const bad of ['12345', '1380000000', '88886666', 'abc', '0571-888'])
      expect(isContactPhone(bad), bad).toBe(false);
  });
});

describe('applying for a contract', () => {
  it('needs login', async () => {
    expect((await call(api.contractableOrders, {}, null)).status).toBe(401);
    expect((await call(api.contractApply, { outTradeNo: PAID, ...partyA }, null)).status).toBe(401);
    expect((await pdfOf('1', '')).statusCode).toBe(401);
  });

  it('offers the paid orders only', async () => {
    const orders = (await call(api.contractableOrders, {})).body.data as { outTradeNo: string }[];
    expect(orders).toEqual([
      expect.objectContaining({ outTradeNo: PAID, price: 29800, mealName: '企业版', accountNum: 10 }),
    ]);
    expect((await call(api.contractableOrders, {}, zhangwei)).body.data).toEqual([]);
  });

  it('refuses bad applications with a clear message and writes nothing', async () => {
    const base = { outTradeNo: PAID, ...partyA };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, creditCode: '91330106MA2H3K7Q0D' }, 400, '统一社会信用代码不正确'],
      [{ ...base, creditCode: '123' }, 400, '统一社会信用代码不正确'],
      [{ ...base, contactPhone: '12345' }, 400, '联系电话不正确'],
      [{ ...base, outTradeNo: UNPAID }, 400, '该订单尚未支付，不能申请合同'],
      [{ ...base, outTradeNo: OTHERS }, 404, '订单不存在'],
      [{ ...base, companyName: ' ' }, 400, 'companyName'],
      [{ ...base, email: 'not-an-email' }, 400, 'email'],
    ];
    for (const [input, status, msg] of cases) {
      const res = await call(api.contractApply, input);
      expect(res.status, JSON.stringify(input)).toBe(status);
      expect(res.body.msg).toContain(msg);
    }
    // Another tenant's member cannot apply for lina's order.
    const other = await call(api.contractApply, base, zhangwei);
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('订单不存在');
    expect(await contractRows()).toEqual([]);
  });

  it('stores one live contract per order, also under parallel applications', async () => {
    const input = { outTradeNo: PAID, ...partyA, creditCode: USCC.toLowerCase(), remark: '企业版一年' };
    const results = await Promise.all(Array.from({ length: 8 }, () => call(api.contractApply, input)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.msg).toBe('该订单已申请过合同，不能重复申请');
    expect(await contractRows()).toEqual([{ status: 'applied', out_trade_no: PAID }]);
    const made = results.find((r) => r.status === 200)!.body.data;
    expect(made).toMatchObject({
      status: 'applied',
      amount: 29800,
      applicantName: '李娜',
      partyA: { ...partyA, creditCode: USCC },
      partyB: { companyName: expect.any(String) },
      goods: { mealName: '企业版', goodsTime: '1年', accountNum: 10 },
      contractNo: null,
      remark: '企业版一年',
    });
    expect(made.partyB.companyName).not.toBe('');
    expect(made.payTime).not.toBeNull();
    expect(made.periodStart).not.toBeNull();
    expect((await call(api.contractableOrders, {})).body.data).toEqual([]);
    // Another tenant can neither read it nor draw its PDF.
    expect((await call(api.contractDetail, { id: made.id }, zhangwei)).status).toBe(404);
    expect((await pdfOf(made.id, zhangwei)).statusCode).toBe(404);
    expect((await call(api.contractPage, {}, zhangwei)).body.data.total).toBe(0);
    // Under review: no PDF yet.
    const early = await pdfOf(made.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe('合同尚未生效，暂不能下载');
  });

  it('the sandbox approves it as a sample, and its PDF reads back with the parties and the amount in capitals', async () => {
    expect(await reviewPending(t.app.ctx.store, sandboxContractReviewer, silent)).toEqual({
      approved: 1,
      rejected: 0,
      failed: 0,
    });
    // A second round finds nothing to do.
    expect(await reviewPending(t.app.ctx.store, sandboxContractReviewer, silent)).toEqual({
      approved: 0,
      rejected: 0,
      failed: 0,
    });
    const page = (await call(api.contractPage, { status: 'approved' })).body.data;
    expect(page.total).toBe(1);
    const approved = page.records[0];
    expect(approved).toMatchObject({ status: 'approved', sample: true });
    expect(approved.contractNo).toMatch(/^HT\d{8}\d{6}$/);
    expect(approved.approveTime).not.toBeNull();
    const res = await pdfOf(approved.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`contract-${approved.id}.pdf`);
    const pages = pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBe(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)!.length);
    // No stray page: every page carries more than its footer.
    for (const [i, text] of pages.entries()) {
      expect(text.length, `page ${i + 1}`).toBeGreaterThan(60);
      // The diagonal watermark (pdftotext reads its rotated letters in any order).
      expect(text, `page ${i + 1}`).toContain('样');
      expect(text, `page ${i + 1}`).toMatch(/[SAMPLE]{2}/);
    }
    const text = pages.join('');
    for (const part of [
      '《产业链数智云平台服务合同》',
      `合同编号：${approved.contractNo}`,
      '甲方（买方）：杭州云栖智造科技有限公司',
      USCC,
      `乙方（服务方）：${approved.partyB.companyName}`,
      '企业版',
      '账号数量10个',
      '贰万玖仟捌佰元整',
      '¥29,800.00',
      PAID,
      '甲方（盖章）',
      '乙方（盖章）',
      '样本合同：未接入合同审核服务，仅供演示，不具法律效力',
    ])
      expect(text).toContain(part.replace(/\s+/g, ''));
    // The period of the order, not only its duration.
    expect(text).toMatch(/服务期限自\d{4}年\d{1,2}月\d{1,2}日起至\d{4}年\d{1,2}月\d{1,2}日止/);
  });

  it('a rejection frees the order for a new application; a failing reviewer ends in rejected, never stuck', async () => {
    await t.db.query(`update pay_orders set status = 1, paid_at = now() where out_trade_no = '${UNPAID}'`);
    const rejecting: ContractReviewer = {
      name: 'rejects',
      review: async () => ({ status: 'rejected', reason: '甲方统一社会信用代码与名称不符' }),
    };
    const first = (
      await call(api.contractApply, { outTradeNo: UNPAID, ...partyA, contactPhone: '13800000002' })
    ).body.data;
    expect(first.amount).toBe(14900.5);
    expect(await reviewPending(t.app.ctx.store, rejecting, silent)).toMatchObject({ rejected: 1 });
    expect((await call(api.contractDetail, { id: first.id })).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '甲方统一社会信用代码与名称不符',
      contractNo: null,
    });
    expect((await pdfOf(first.id)).statusCode).toBe(400);
    expect(
      (await call(api.contractableOrders, {})).body.data.map((o: { outTradeNo: string }) => o.outTradeNo),
    ).toEqual([UNPAID]);

    const again = (await call(api.contractApply, { outTradeNo: UNPAID, ...partyA })).body.data;
    let calls = 0;
    const failing: ContractReviewer = {
      name: 'down',
      review: async () => {
        calls += 1;
        throw new Error('reviewer down');
      },
    };
    for (let i = 1; i < REVIEW_ATTEMPTS_MAX; i++) {
      expect(await reviewPending(t.app.ctx.store, failing, silent)).toMatchObject({ failed: 1 });
      expect((await call(api.contractDetail, { id: again.id })).body.data.status).toBe('applied');
    }
    await reviewPending(t.app.ctx.store, failing, silent);
    expect(calls).toBe(REVIEW_ATTEMPTS_MAX);
    expect((await call(api.contractDetail, { id: again.id })).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: REVIEW_FAILED_REASON,
    });
    const all = (await call(api.contractPage, {})).body.data;
    expect(all.total).toBe(3);
    expect((await call(api.contractPage, { status: 'rejected' })).body.data.total).toBe(2);
  });

  it('answers in English', async () => {
    const en = { ...bearer(lina), 'accept-language': 'en' };
    expect((await injectEndpoint(t.app, api.contractDetail, { id: '42' }, en)).json().msg).toBe(
      'No such contract',
    );
    const bad = await injectEndpoint(
      t.app,
      api.contractApply,
      { outTradeNo: PAID, ...partyA, creditCode: '91330106MA2H3K7Q0D' },
      en,
    );
    expect(bad.json().msg).toBe('The unified social credit code is not valid');
  });
});

describe('demo contracts', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ CONTRACT_REVIEW_INTERVAL_MS: '3600000' });
  });
  afterAll(() => demo.close());

  it('李娜 has an approved contract, 陈静 a rejected one; seeding twice changes nothing', async () => {
    expect(await seedDemoPurchaseContracts(demo.app.ctx.store)).toBe(true);
    expect(await seedDemoPurchaseContracts(demo.app.ctx.store)).toBe(false);
    const asLina = bearer((await loginToken(demo.app, 'lina')).access);
    const mine = (await injectEndpoint(demo.app, api.contractPage, {}, asLina)).json().data;
    expect(mine.records).toEqual([
      expect.objectContaining({ status: 'approved', outTradeNo: PAID, sample: true, amount: 29800 }),
    ]);
    const pdf = await demo.app.inject({
      method: 'POST',
      url: api.contractPdf.path,
      payload: { id: mine.records[0].id },
      headers: asLina,
    });
    expect(pdf.statusCode).toBe(200);
    const asChen = bearer((await loginToken(demo.app, 'chenjing')).access);
    const hers = (await injectEndpoint(demo.app, api.contractPage, {}, asChen)).json().data;
    expect(hers.records).toEqual([
      expect.objectContaining({
        status: 'rejected',
        rejectReason: expect.stringContaining('统一社会信用代码与名称不符'),
      }),
    ]);
    // Her order may be applied for again.
    expect(
      (await injectEndpoint(demo.app, api.contractableOrders, {}, asChen))
        .json()
        .data.map((o: { outTradeNo: string }) => o.outTradeNo),
    ).toEqual(['P20261001090000DEMO00000003']);
  });
});
