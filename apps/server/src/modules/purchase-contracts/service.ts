import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  ResultCode,
  isContactPhone,
  type ContractableOrder,
  type PurchaseContract,
  type PurchaseContractStatus,
  type contractApplyInput,
} from '@platform/contracts';
import { isValidUscc } from '@platform/contracts/bigdata/uscc';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import { todayInChina } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import { settlePending, type PendingWork } from '../../lib/pending-rows';
import { sellerOfTenant, userDisplayNames } from '../accounts';
import { paidOrder, paidOrders } from '../pay';
import { renderContract } from './pdf';
import type { ContractReviewer, ReviewResult } from './reviewer';
import * as repo from './repo';
import { randomDigitId } from '../../lib/crypto';

const refused = (key: ConstructorParameters<typeof AppError>[0]) =>
  new AppError(key, ResultCode.BUSINESS_ERROR, 400);
const notFound = (key: 'contractNotFound' | 'contractOrderNotFound') =>
  new AppError(key, ResultCode.NOT_FOUND, 404);

/** A digit-string id (18 digits, random), as the user area's ids are. */

/** Contract number: HT, the China date (yyyyMMdd) and 6 random digits, given on approval. */
export const newContractNo = (now = new Date()) =>
  `HT${todayInChina(now).replace(/-/g, '')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

/** Reviewer failures after which an applied contract is rejected instead of tried again. */
export const REVIEW_ATTEMPTS_MAX = 5;
export const REVIEW_FAILED_REASON = '合同审核服务暂时不可用，请重新申请';

/** pay's China time 'yyyy-MM-dd HH:mm:ss' as an instant. */
const fromChinaTime = (value: string | null) => (value ? new Date(`${value.replace(' ', 'T')}+08:00`) : null);
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const toContract = (r: repo.ContractDbRow): PurchaseContract => ({
  id: r.id,
  outTradeNo: r.out_trade_no,
  status: r.status,
  amount: r.amount_fen / 100,
  partyA: {
    companyName: r.party_a_name,
    creditCode: r.party_a_credit_code,
    address: r.party_a_address,
    contactName: r.party_a_contact,
    contactPhone: r.party_a_phone,
    email: r.party_a_email,
  },
  partyB: { companyName: r.party_b_name, address: r.party_b_address, phone: r.party_b_phone },
  goods: {
    mealCode: r.meal_code,
    mealName: r.meal_name,
    goodsTime: r.goods_time,
    accountNum: r.account_num,
    buyType: r.buy_type,
  },
  payTime: iso(r.paid_at),
  periodStart: iso(r.period_start),
  periodEnd: iso(r.period_end),
  remark: r.remark,
  applicantName: r.applicant_name,
  createTime: new Date(r.created_at).toISOString(),
  approveTime: iso(r.approved_at),
  rejectTime: iso(r.rejected_at),
  contractNo: r.contract_no,
  rejectReason: r.reject_reason,
  sample: r.sample,
});

/** The tenant's paid orders without a live contract. */
export async function contractableOrders(scope: TenantScope): Promise<ContractableOrder[]> {
  const [orders, live] = await Promise.all([paidOrders(scope), repo.liveContractOrders(scope)]);
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
 * Applies for a contract of one paid order of the tenant. Party A's credit code must pass the
 * GB 32100-2015 check and the phone be a mobile or a landline; party A, party B (the tenant's
 * white-label customer) and the order are copied into the row. One live contract per order: the
 * unique index decides between parallel applications.
 */
export async function apply(
  scope: TenantScope,
  userId: string,
  input: z.output<typeof contractApplyInput>,
): Promise<PurchaseContract> {
  if (!isValidUscc(input.creditCode)) throw refused('contractCreditCodeInvalid');
  if (!isContactPhone(input.contactPhone)) throw refused('contractPhoneInvalid');
  const order = await paidOrder(scope, input.outTradeNo);
  if (order === 'notFound') throw notFound('contractOrderNotFound');
  if (order === 'notPaid') throw refused('contractOrderNotPaid');
  const [names, seller] = await Promise.all([
    userDisplayNames(scope.db, [userId]),
    sellerOfTenant(scope.db, scope.tenantId),
  ]);
  const id = randomDigitId();
  try {
    await repo.insertContract(scope, {
      id,
      user_id: userId,
      applicant_name: names.get(userId) ?? '',
      out_trade_no: order.outTradeNo,
      meal_code: order.mealCode,
      meal_name: order.mealName,
      goods_time: order.goodsTime,
      account_num: order.accountNum,
      buy_type: order.buyType,
      amount_fen: order.amountFen,
      pay_type: order.payType,
      paid_at: fromChinaTime(order.payTime),
      period_start: fromChinaTime(order.periodStart),
      period_end: fromChinaTime(order.periodEnd),
      party_a_name: input.companyName,
      party_a_credit_code: input.creditCode,
      party_a_address: input.address,
      party_a_contact: input.contactName,
      party_a_phone: input.contactPhone,
      party_a_email: input.email,
      party_b_name: seller?.company_name || seller?.platform_name || '',
      party_b_address: seller?.customer_address ?? '',
      party_b_phone: seller?.customer_service_phone ?? '',
      platform_name: seller?.platform_name ?? '',
      remark: input.remark,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refused('contractAlreadyApplied');
    throw err;
  }
  return detail(scope, id);
}

export async function page(
  scope: TenantScope,
  input: { current: number; size: number; status?: PurchaseContractStatus | undefined },
) {
  const { rows, total } = await repo.contractPage(scope, input.status, input);
  return { records: rows.map(toContract), total, current: input.current, size: input.size };
}

export async function detail(scope: TenantScope, id: string): Promise<PurchaseContract> {
  const row = await repo.contract(scope, id);
  if (!row) throw notFound('contractNotFound');
  return toContract(row);
}

/** The approved contract drawn as a PDF, with the name it downloads under. */
export async function contractPdf(
  scope: TenantScope,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await repo.contract(scope, id);
  if (!row) throw notFound('contractNotFound');
  if (row.status !== 'approved' || !row.contract_no || !row.approved_at) throw refused('contractNotApproved');
  const seller = await sellerOfTenant(scope.db, scope.tenantId);
  const zone = seller?.time_zone || 'Asia/Shanghai';
  const day = (value: Date | string | null) =>
    value ? new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(value)) : null;
  const pdf = await renderContract({
    contractNo: row.contract_no,
    signDate: day(row.approved_at)!,
    platformName: row.platform_name,
    partyA: {
      name: row.party_a_name,
      creditCode: row.party_a_credit_code,
      address: row.party_a_address,
      contact: row.party_a_contact,
      phone: row.party_a_phone,
      email: row.party_a_email,
    },
    partyB: { name: row.party_b_name, address: row.party_b_address, phone: row.party_b_phone },
    goods: {
      mealName: row.meal_name,
      goodsTime: row.goods_time,
      seats: row.account_num,
      renewal: row.buy_type === 2,
    },
    amountFen: row.amount_fen,
    period:
      row.period_start && row.period_end
        ? { start: day(row.period_start)!, end: day(row.period_end)! }
        : null,
    payment: {
      outTradeNo: row.out_trade_no,
      payType: row.pay_type,
      payTime: row.paid_at
        ? new Intl.DateTimeFormat('sv-SE', {
            timeZone: zone,
            dateStyle: 'short',
            timeStyle: 'medium',
          }).format(new Date(row.paid_at))
        : null,
    },
    remark: row.remark,
    sample: row.sample,
  });
  return { pdf, fileName: `合同-${row.contract_no}.pdf` };
}

/**
 * Hands every applied contract to the reviewer, oldest first (lib/pending-rows.ts). An approval
 * gives the contract its number; a reviewer failure counts an attempt and is tried again next
 * round; after REVIEW_ATTEMPTS_MAX the contract is rejected with a reason, so nothing stays applied
 * for ever. State lives in the table: a restart resumes where it stopped.
 */
export function reviewPending(
  store: Store,
  reviewer: ContractReviewer,
  log: { warn: (o: object, m: string) => void },
  batch = 50,
): Promise<{ approved: number; rejected: number; failed: number }> {
  const work: PendingWork<TenantScope, repo.ContractDbRow, ReviewResult> = {
    name: 'purchase-contracts',
    // eslint-disable-next-line no-restricted-syntax -- the job has no caller: every tenant's applied contracts
    pending: (limit) => repo.pendingContracts(store.unscoped, limit),
    // eslint-disable-next-line no-restricted-syntax -- the job has no caller: the contract's own tenant
    scopeOf: (tenantId) => store.forTenant(tenantId),
    read: async (scope, id) => {
      const row = await repo.contract(scope, id);
      return row?.status === 'applied' ? row : undefined;
    },
    ask: (row) =>
      reviewer.review({
        id: row.id,
        outTradeNo: row.out_trade_no,
        amountFen: row.amount_fen,
        partyAName: row.party_a_name,
        partyACreditCode: row.party_a_credit_code,
      }),
    settle: (scope, row, result) => {
      const now = new Date();
      // A number taken by another contract (unique index) throws: an attempt, a new number next round.
      return result.status === 'approved'
        ? repo.settleContract(scope, row.id, {
            status: 'approved',
            contract_no: newContractNo(now),
            sample: result.sample,
            approved_at: now,
          })
        : repo.settleContract(scope, row.id, {
            status: 'rejected',
            reject_reason: result.reason,
            rejected_at: now,
          });
    },
    giveUp: (scope, row, attempts) =>
      repo.settleContract(scope, row.id, {
        status: 'rejected',
        reject_reason: REVIEW_FAILED_REASON,
        rejected_at: new Date(),
        attempts,
      }),
    countAttempt: (scope, row) => repo.countAttempt(scope, row.id),
    maxAttempts: REVIEW_ATTEMPTS_MAX,
  };
  return settlePending(work, ['approved', 'rejected'], log, batch);
}
