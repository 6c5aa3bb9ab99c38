import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_LIMITS, invoicesApi } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import type { InvoiceProvider } from './provider';
import { sandboxInvoiceProvider } from './provider';
import { ISSUE_ATTEMPTS_MAX, ISSUE_FAILED_REASON, issuePending } from './service';
import { capitalsOf, splitTax } from './amount';

let t: TestApp;
let lina: string;
let zhangwei: string;
const dir = mkdtempSync(join(tmpdir(), 'invoices-'));

const PAID = 'P20250301101500DEMO00000001'; // lina's organisation 200001, ¥29,800
const UNPAID = 'P20261120090000TESTUNPAID01';
const USCC = '91330106MA2H3K7Q0C';
const silent = { warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
  await t.db.query(
    `insert into pay_orders (out_trade_no, tenant_id, user_id, tenant_name, tenant_type, buy_type, buy_account, buyer_name,
       product_id, meal_id, goods_id, goods_time, account_num, unit_price_fen, amount_fen, status)
     values ('${UNPAID}', '200001', '1000000000000000003', '杭州云栖智造科技有限公司', 2, 1, 'lina', '李娜',
       'P1002', 'M1002', 'G2001', '1年', 5, 298000, 1490000, 0)`,
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
const invoiceRows = () =>
  t.db.query<{ status: string; out_trade_no: string }>(
    'select status, out_trade_no from invoices order by created_at',
  );
const company = {
  kind: 'company',
  name: '杭州云栖智造科技有限公司',
  taxNo: USCC,
  address: '杭州市西湖区',
  phone: '0571-88886666',
  bank: '招商银行',
  account: '5719 0345',
};

function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}
const pdfOf = (id: string, access = lina) =>
  t.app.inject({
    method: 'POST',
    url: invoicesApi.invoicePdf.path,
    payload: { id },
    headers: bearer(access),
  });

describe('invoice amounts', () => {
  it('splits tax at 6 % and writes capitals', () => {
    expect(splitTax(2_980_000)).toEqual({ netFen: 2_811_321, taxFen: 168_679 });
    expect(capitalsOf(2_980_000)).toBe('贰万玖仟捌佰元整');
    expect(capitalsOf(100_005)).toBe('壹仟元零伍分');
  });
});

describe('invoice titles', () => {
  it('needs login', async () => {
    expect((await call(invoicesApi.invoiceTitleList, {}, null)).status).toBe(401);
    expect((await call(invoicesApi.invoiceApply, {}, null)).status).toBe(401);
  });

  it('refuses a taxpayer id with a wrong check character and writes nothing', async () => {
    const bad = await call(invoicesApi.invoiceTitleSave, { ...company, taxNo: '91330106MA2H3K7Q0D' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('纳税人识别号不正确，请核对统一社会信用代码');
    expect((await call(invoicesApi.invoiceTitleList, {})).body.data).toEqual([]);
  });

  it('saves titles: the first is the default, a new default replaces it, personal titles carry no tax details', async () => {
    const first = (await call(invoicesApi.invoiceTitleSave, company)).body.data;
    expect(first).toMatchObject({ isDefault: true, specialReady: true, taxNo: USCC });
    const personal = (
      await call(invoicesApi.invoiceTitleSave, {
        kind: 'personal',
        name: '李娜',
        taxNo: USCC,
        bank: 'x',
        isDefault: true,
      })
    ).body.data;
    expect(personal).toMatchObject({
      kind: 'personal',
      taxNo: '',
      bank: '',
      isDefault: true,
      specialReady: false,
    });
    const list = (await call(invoicesApi.invoiceTitleList, {})).body.data as {
      id: string;
      isDefault: boolean;
    }[];
    expect(list.map((x) => [x.id, x.isDefault])).toEqual([
      [personal.id, true],
      [first.id, false],
    ]);
    // Another tenant neither sees nor removes them.
    expect((await call(invoicesApi.invoiceTitleList, {}, zhangwei)).body.data).toEqual([]);
    expect((await call(invoicesApi.invoiceTitleRemove, { id: first.id }, zhangwei)).status).toBe(404);
    expect((await call(invoicesApi.invoiceTitleSave, { ...company, id: first.id }, zhangwei)).status).toBe(
      404,
    );
  });

  it(`keeps at most ${INVOICE_LIMITS.titlesMax} titles`, async () => {
    const have = (await call(invoicesApi.invoiceTitleList, {}, zhangwei)).body.data.length as number;
    for (let i = have; i < INVOICE_LIMITS.titlesMax; i++)
      await t.db.query(
        `insert into invoice_titles (id, tenant_id, kind, name) values ('9${String(i).padStart(5, '0')}', '100001', 'personal', '张伟 ${i}')`,
      );
    const over = await call(invoicesApi.invoiceTitleSave, { kind: 'personal', name: '再一个' }, zhangwei);
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('最多保存 20 个');
  });
});

describe('applying for an invoice', () => {
  let companyTitle: string;
  let personalTitle: string;
  beforeAll(async () => {
    const list = (await call(invoicesApi.invoiceTitleList, {})).body.data as { id: string; kind: string }[];
    companyTitle = list.find((x) => x.kind === 'company')!.id;
    personalTitle = list.find((x) => x.kind === 'personal')!.id;
  });

  it('offers the paid orders only', async () => {
    const orders = (await call(invoicesApi.invoiceableOrders, {})).body.data as {
      outTradeNo: string;
      price: number;
    }[];
    expect(orders).toEqual([expect.objectContaining({ outTradeNo: PAID, price: 29800, mealName: '企业版' })]);
    expect((await call(invoicesApi.invoiceableOrders, {}, zhangwei)).body.data).toEqual([]);
  });

  it('refuses bad applications with a clear message and writes nothing', async () => {
    const base = { outTradeNo: PAID, type: 1, titleId: companyTitle };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, type: 2, titleId: personalTitle }, 400, '增值税专用发票需使用企业抬头'],
      [{ ...base, amount: 29800.01 }, 400, '开票金额不能超过订单实付金额'],
      [{ ...base, outTradeNo: UNPAID }, 400, '该订单尚未支付，不能开票'],
      [{ ...base, outTradeNo: 'P20250601093000DEMO00000002' }, 404, '订单不存在'],
      [{ ...base, titleId: '123' }, 404, '发票抬头不存在'],
    ];
    for (const [input, status, msg] of cases) {
      const res = await call(invoicesApi.invoiceApply, input);
      expect(res.status, JSON.stringify(input)).toBe(status);
      expect(res.body.msg).toContain(msg);
    }
    expect((await call(invoicesApi.invoiceApply, { ...base, type: 3 })).status).toBe(400);
    expect(await invoiceRows()).toEqual([]);
  });

  it('stores one live invoice per order, also under parallel applications', async () => {
    const input = { outTradeNo: PAID, type: 2, titleId: companyTitle, remark: '企业版一年' };
    const results = await Promise.all(Array.from({ length: 8 }, () => call(invoicesApi.invoiceApply, input)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.msg).toBe('该订单已申请过发票，不能重复申请');
    expect(await invoiceRows()).toEqual([{ status: 'applied', out_trade_no: PAID }]);
    const made = results.find((r) => r.status === 200)!.body.data;
    expect(made).toMatchObject({
      status: 'applied',
      amount: 29800,
      type: 2,
      applicantName: '李娜',
      title: { name: company.name, taxNo: USCC },
      goods: { mealName: '企业版', goodsTime: '1年', accountNum: 10 },
      invoiceNo: null,
    });
    expect((await call(invoicesApi.invoiceableOrders, {})).body.data).toEqual([]);
    // Another tenant cannot read it, nor its PDF.
    expect((await call(invoicesApi.invoiceDetail, { id: made.id }, zhangwei)).status).toBe(404);
    expect((await pdfOf(made.id, zhangwei)).statusCode).toBe(404);
    // Not issued yet: no PDF.
    const early = await pdfOf(made.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe('发票尚未开具，暂不能下载');
  });

  it('the sandbox issues it as a sample, and its PDF reads back with the amount in capitals', async () => {
    expect(await issuePending(t.app.ctx.store, sandboxInvoiceProvider, silent)).toEqual({
      issued: 1,
      rejected: 0,
      failed: 0,
    });
    const page = (await call(invoicesApi.invoicePage, { status: 'issued' })).body.data;
    expect(page.total).toBe(1);
    const issued = page.records[0];
    expect(issued).toMatchObject({ status: 'issued', sample: true });
    expect(issued.invoiceNo).toMatch(/^\d{2}00\d{16}$/);
    const res = await pdfOf(issued.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`invoice-${issued.id}.pdf`);
    // One page: the sample line stays inside it.
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(res.rawPayload);
    for (const part of [
      '电子发票（增值税专用发票）',
      company.name,
      USCC,
      '贰万玖仟捌佰元整',
      '¥29,800.00',
      '样本',
      issued.invoiceNo,
    ])
      expect(text).toContain(part.replace(/\s+/g, ''));
  });

  it('a rejection frees the order for a new application; a failing provider ends in rejected, never stuck', async () => {
    await t.db.query(`update pay_orders set status = 1, paid_at = now() where out_trade_no = '${UNPAID}'`);
    const rejecting: InvoiceProvider = {
      name: 'rejects',
      issue: async () => ({ status: 'rejected', reason: '购买方名称与税号不一致' }),
    };
    const first = (
      await call(invoicesApi.invoiceApply, {
        outTradeNo: UNPAID,
        type: 1,
        titleId: personalTitle,
        amount: 100.5,
      })
    ).body.data;
    expect(first.amount).toBe(100.5);
    expect(await issuePending(t.app.ctx.store, rejecting, silent)).toMatchObject({ rejected: 1 });
    expect((await call(invoicesApi.invoiceDetail, { id: first.id })).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '购买方名称与税号不一致',
    });
    expect(
      (await call(invoicesApi.invoiceableOrders, {})).body.data.map(
        (o: { outTradeNo: string }) => o.outTradeNo,
      ),
    ).toEqual([UNPAID]);

    const again = (
      await call(invoicesApi.invoiceApply, { outTradeNo: UNPAID, type: 1, titleId: personalTitle })
    ).body.data;
    let calls = 0;
    const failing: InvoiceProvider = {
      name: 'down',
      issue: async () => {
        calls += 1;
        throw new Error('provider down');
      },
    };
    for (let i = 1; i < ISSUE_ATTEMPTS_MAX; i++) {
      expect(await issuePending(t.app.ctx.store, failing, silent)).toMatchObject({ failed: 1 });
      expect((await call(invoicesApi.invoiceDetail, { id: again.id })).body.data.status).toBe('applied');
    }
    await issuePending(t.app.ctx.store, failing, silent);
    expect(calls).toBe(ISSUE_ATTEMPTS_MAX);
    expect((await call(invoicesApi.invoiceDetail, { id: again.id })).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: ISSUE_FAILED_REASON,
    });
    const all = (await call(invoicesApi.invoicePage, {})).body.data;
    expect(all.total).toBe(3);
  });

  it('answers in English', async () => {
    const res = await injectEndpoint(
      t.app,
      invoicesApi.invoiceDetail,
      { id: '42' },
      { ...bearer(lina), 'accept-language': 'en' },
    );
    expect(res.json().msg).toBe('No such invoice');
  });
});
