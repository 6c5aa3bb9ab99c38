import type { z } from 'zod';
import {
  INVOICE_LIMITS,
  ResultCode,
  type Invoice,
  type InvoiceStatus,
  type InvoiceTitle,
  type InvoiceableOrder,
  type invoiceApplyInput,
  type invoiceTitleInput,
} from '@platform/contracts';
import { isValidUscc } from '@platform/contracts/bigdata/uscc';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import { AppError } from '../../lib/errors';
import { settlePending, type PendingWork } from '../../lib/pending-rows';
import { sellerOfTenant, userDisplayNames } from '../accounts';
import { paidOrder, paidOrders } from '../pay';
import { renderInvoice } from './pdf';
import type { InvoiceProvider, IssueResult } from './provider';
import * as repo from './repo';
import { randomDigitId } from '../../lib/crypto';

const refused = (key: ConstructorParameters<typeof AppError>[0]) =>
  new AppError(key, ResultCode.BUSINESS_ERROR, 400);
const notFound = (key: 'invoiceNotFound' | 'invoiceTitleNotFound' | 'invoiceOrderNotFound') =>
  new AppError(key, ResultCode.NOT_FOUND, 404);

/** A digit-string id (18 digits, random), as the user area's ids are. */

/** Provider failures after which an applied invoice is marked rejected instead of tried again. */
export const ISSUE_ATTEMPTS_MAX = 5;
export const ISSUE_FAILED_REASON = '开票服务暂时不可用，请重新申请';

type TitleRow = repo.TitleRow;

const specialReady = (t: Pick<TitleRow, 'kind' | 'tax_no' | 'address' | 'phone' | 'bank' | 'account'>) =>
  t.kind === 'company' && !!(t.tax_no && t.address && t.phone && t.bank && t.account);

const toTitle = (t: TitleRow): InvoiceTitle => ({
  id: t.id,
  kind: t.kind,
  name: t.name,
  taxNo: t.tax_no,
  address: t.address,
  phone: t.phone,
  bank: t.bank,
  account: t.account,
  isDefault: t.is_default,
  specialReady: specialReady(t),
  updateTime: new Date(t.updated_at).toISOString(),
});

const toInvoice = (r: repo.InvoiceDbRow): Invoice => ({
  id: r.id,
  outTradeNo: r.out_trade_no,
  type: r.type,
  status: r.status,
  amount: r.amount_fen / 100,
  title: {
    kind: r.title_kind,
    name: r.title_name,
    taxNo: r.tax_no,
    address: r.address,
    phone: r.phone,
    bank: r.bank,
    account: r.account,
  },
  email: r.email,
  remark: r.remark,
  goods: {
    mealCode: r.meal_code,
    mealName: r.meal_name,
    goodsTime: r.goods_time,
    accountNum: r.account_num,
    buyType: r.buy_type,
  },
  applicantName: r.applicant_name,
  createTime: new Date(r.created_at).toISOString(),
  issueTime: r.issued_at ? new Date(r.issued_at).toISOString() : null,
  invoiceNo: r.invoice_no,
  rejectReason: r.reject_reason,
  sample: r.sample,
});

export const listTitles = async (scope: TenantScope) => (await repo.titles(scope)).map(toTitle);

/** Creates or updates a title; a company's taxpayer ID must pass the credit-code check. */
export async function saveTitle(
  scope: TenantScope,
  input: z.output<typeof invoiceTitleInput>,
): Promise<InvoiceTitle> {
  const company = input.kind === 'company';
  if (company && !isValidUscc(input.taxNo)) throw refused('invoiceTaxNoInvalid');
  const fields: repo.TitleFields = {
    kind: input.kind,
    name: input.name,
    // A personal title has no taxpayer or bank details.
    tax_no: company ? input.taxNo : '',
    address: company ? input.address : '',
    phone: company ? input.phone : '',
    bank: company ? input.bank : '',
    account: company ? input.account : '',
    is_default: input.isDefault,
  };
  const id = await scope.transaction(async (tx) => {
    if (input.id) {
      if (!(await repo.title(tx, input.id))) throw notFound('invoiceTitleNotFound');
    } else if ((await repo.countTitles(tx)) >= INVOICE_LIMITS.titlesMax) throw refused('invoiceTitleLimit');
    // The first title is the default; a new default replaces the old one.
    const first = !input.id && (await repo.countTitles(tx)) === 0;
    if (fields.is_default || first) {
      await repo.clearDefaultTitle(tx);
      fields.is_default = true;
    }
    if (input.id) {
      await repo.updateTitle(tx, input.id, fields);
      return input.id;
    }
    const created = randomDigitId();
    await repo.insertTitle(tx, created, fields);
    return created;
  });
  const saved = await repo.title(scope, id);
  if (!saved) throw notFound('invoiceTitleNotFound');
  return toTitle(saved);
}

export async function removeTitle(scope: TenantScope, id: string) {
  const removed = await repo.deleteTitle(scope, id);
  if (!removed) throw notFound('invoiceTitleNotFound');
  return { removed };
}

/** The tenant's paid orders without a live invoice. */
export async function invoiceableOrders(scope: TenantScope): Promise<InvoiceableOrder[]> {
  const [orders, live] = await Promise.all([paidOrders(scope), repo.liveInvoiceOrders(scope)]);
  return orders
    .filter((o) => !live.has(o.outTradeNo))
    .map((o) => ({
      outTradeNo: o.outTradeNo,
      mealCode: o.mealCode,
      mealName: o.mealName,
      goodsTime: o.goodsTime,
      accountNum: o.accountNum,
      buyType: o.buyType,
      price: o.amountFen / 100,
      payTime: o.payTime,
    }));
}

/**
 * Applies for an invoice of one paid order of the tenant. The amount is at most what was paid; one
 * live invoice per order (the unique index decides between parallel applications).
 */
export async function apply(
  scope: TenantScope,
  userId: string,
  input: z.output<typeof invoiceApplyInput>,
): Promise<Invoice> {
  const order = await paidOrder(scope, input.outTradeNo);
  if (order === 'notFound') throw notFound('invoiceOrderNotFound');
  if (order === 'notPaid') throw refused('invoiceOrderNotPaid');
  const title = await repo.title(scope, input.titleId);
  if (!title) throw notFound('invoiceTitleNotFound');
  if (input.type === 2 && !specialReady(title)) throw refused('invoiceSpecialNeedsCompany');
  const amountFen = input.amount === undefined ? order.amountFen : Math.round(input.amount * 100);
  if (amountFen > order.amountFen) throw refused('invoiceAmountTooHigh');
  const names = await userDisplayNames(scope.db, [userId]);
  const id = randomDigitId();
  try {
    await repo.insertInvoice(scope, {
      id,
      user_id: userId,
      applicant_name: names.get(userId) ?? '',
      out_trade_no: order.outTradeNo,
      meal_code: order.mealCode,
      meal_name: order.mealName,
      goods_time: order.goodsTime,
      account_num: order.accountNum,
      buy_type: order.buyType,
      type: input.type,
      amount_fen: amountFen,
      title_kind: title.kind,
      title_name: title.name,
      tax_no: title.tax_no,
      address: title.address,
      phone: title.phone,
      bank: title.bank,
      account: title.account,
      email: input.email,
      remark: input.remark,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refused('invoiceAlreadyApplied');
    throw err;
  }
  return detail(scope, id);
}

export async function page(
  scope: TenantScope,
  input: { current: number; size: number; status?: InvoiceStatus | undefined },
) {
  const { rows, total } = await repo.invoicePage(scope, input.status, input);
  return { records: rows.map(toInvoice), total, current: input.current, size: input.size };
}

export async function detail(scope: TenantScope, id: string): Promise<Invoice> {
  const row = await repo.invoice(scope, id);
  if (!row) throw notFound('invoiceNotFound');
  return toInvoice(row);
}

/** The issued invoice drawn as a PDF, with the name it downloads under. */
export async function invoicePdf(scope: TenantScope, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await repo.invoice(scope, id);
  if (!row) throw notFound('invoiceNotFound');
  if (row.status !== 'issued' || !row.invoice_no || !row.issued_at) throw refused('invoiceNotIssued');
  const seller = await sellerOfTenant(scope.db, scope.tenantId);
  const zone = seller?.time_zone || 'Asia/Shanghai';
  const pdf = await renderInvoice({
    type: row.type,
    invoiceNo: row.invoice_no,
    issueDate: new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(row.issued_at)),
    amountFen: row.amount_fen,
    buyer: {
      name: row.title_name,
      taxNo: row.tax_no,
      address: row.address,
      phone: row.phone,
      bank: row.bank,
      account: row.account,
    },
    seller: {
      name: seller?.company_name || seller?.platform_name || '',
      address: seller?.customer_address ?? '',
      phone: seller?.customer_service_phone ?? '',
    },
    goods: { name: `*信息技术服务*${row.meal_name}（${row.goods_time}）`, quantity: row.account_num },
    remark: [`订单号 ${row.out_trade_no}`, row.remark].filter(Boolean).join('；'),
    sample: row.sample,
  });
  return { pdf, fileName: `发票-${row.invoice_no}.pdf` };
}

/**
 * Hands every applied invoice to the provider, oldest first (lib/pending-rows.ts). A provider
 * failure counts an attempt and is tried again next round; after ISSUE_ATTEMPTS_MAX the invoice is
 * rejected with a reason, so nothing stays applied for ever. State lives in the table: a restart
 * resumes where it stopped.
 */
export function issuePending(
  store: Store,
  provider: InvoiceProvider,
  log: { warn: (o: object, m: string) => void },
  batch = 50,
): Promise<{ issued: number; rejected: number; failed: number }> {
  const work: PendingWork<TenantScope, repo.InvoiceDbRow, IssueResult> = {
    name: 'invoices',
    // eslint-disable-next-line no-restricted-syntax -- the job has no caller: every tenant's applied invoices
    pending: (limit) => repo.pendingInvoices(store.unscoped, limit),
    // eslint-disable-next-line no-restricted-syntax -- the job has no caller: the invoice's own tenant
    scopeOf: (tenantId) => store.forTenant(tenantId),
    read: async (scope, id) => {
      const row = await repo.invoice(scope, id);
      return row?.status === 'applied' ? row : undefined;
    },
    ask: (row) =>
      provider.issue({
        id: row.id,
        type: row.type,
        amountFen: row.amount_fen,
        titleKind: row.title_kind,
        titleName: row.title_name,
        taxNo: row.tax_no,
      }),
    settle: (scope, row, result) =>
      result.status === 'issued'
        ? repo.settleInvoice(scope, row.id, {
            status: 'issued',
            invoice_no: result.invoiceNo,
            sample: result.sample,
            issued_at: new Date(),
          })
        : repo.settleInvoice(scope, row.id, {
            status: 'rejected',
            reject_reason: result.reason,
            rejected_at: new Date(),
          }),
    giveUp: (scope, row, attempts) =>
      repo.settleInvoice(scope, row.id, {
        status: 'rejected',
        reject_reason: ISSUE_FAILED_REASON,
        rejected_at: new Date(),
        attempts,
      }),
    countAttempt: (scope, row) => repo.countAttempt(scope, row.id),
    maxAttempts: ISSUE_ATTEMPTS_MAX,
  };
  return settlePending(work, ['issued', 'rejected'], log, batch);
}
