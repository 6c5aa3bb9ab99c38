import type { Store } from '../../../db/kysely';
import type { TenantScope } from '../../../db/tenant-scope';
import { todayInChina } from '../../../lib/china-time';
import { sellerOfTenant } from '../../accounts';
import { paidOrder } from '../../pay';
import * as repo from '../repo';

const LINA = { id: '1000000000000000003', tenant: '200001', name: '李娜' };
const CHENJING = { id: '1000000000000000007', tenant: '200002', name: '陈静' };
const LINA_ORDER = 'P20250301101500DEMO00000001';
const CHENJING_ORDER = 'P20261001090000DEMO00000003';

const YUNQI = {
  party_a_name: '杭州云栖智造科技有限公司',
  party_a_credit_code: '91330106MA2H3K7Q0C',
  party_a_address: '杭州市西湖区云栖小镇云栖路 88 号',
  party_a_contact: '李娜',
  party_a_phone: '0571-88886666',
  party_a_email: 'finance@yunqi.example.cn',
};
const XINGLIAN = {
  party_a_name: '苏州星链产业服务有限公司',
  party_a_credit_code: '91320505MA1W8N2X46',
  party_a_address: '苏州市高新区狮山路 28 号',
  party_a_contact: '陈静',
  party_a_phone: '0512-66553322',
  party_a_email: '',
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const fromChinaTime = (value: string | null) => (value ? new Date(`${value.replace(' ', 'T')}+08:00`) : null);

/** The row of an application for one of the tenant's demo orders, as the service would write it. */
async function applied(
  store: Store,
  scope: TenantScope,
  user: { id: string; name: string },
  orderNo: string,
  partyA: typeof YUNQI,
  createdAt: Date,
) {
  const order = await paidOrder(scope, orderNo);
  if (typeof order === 'string') return null;
  const seller = await sellerOfTenant(store.db, scope.tenantId);
  return {
    user_id: user.id,
    applicant_name: user.name,
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
    ...partyA,
    party_b_name: seller?.company_name || seller?.platform_name || '',
    party_b_address: seller?.customer_address ?? '',
    party_b_phone: seller?.customer_service_phone ?? '',
    platform_name: seller?.platform_name ?? '',
    created_at: createdAt,
  };
}

/**
 * The demo purchase contracts (docs/purchase-contracts.md): 李娜's organisation has an approved
 * (sample) contract for its paid order; the paying organisation of 陈静 has a rejected one, whose
 * order may be applied for again. An applied contract exists only until the review job's next round
 * (the sandbox approves at once), so the demo holds the end states. Idempotent: nothing happens when
 * 李娜's organisation already has a contract.
 */
export async function seedDemoPurchaseContracts(store: Store): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- demo data of the organisation's own tenant
  const lina = store.forTenant(LINA.tenant);
  if ((await repo.contractPage(lina, undefined, { current: 1, size: 1 })).total > 0) return false;
  const linaRow = await applied(store, lina, LINA, LINA_ORDER, YUNQI, daysAgo(399));
  if (linaRow) {
    await repo.insertContract(lina, {
      id: '320000000000000001',
      ...linaRow,
      remark: '企业版一年，10 个账号',
    });
    const approvedAt = daysAgo(398);
    await repo.settleContract(lina, '320000000000000001', {
      status: 'approved',
      contract_no: `HT${todayInChina(approvedAt).replace(/-/g, '')}000001`,
      sample: true,
      approved_at: approvedAt,
    });
  }

  // eslint-disable-next-line no-restricted-syntax -- demo data of the paying organisation's tenant
  const chen = store.forTenant(CHENJING.tenant);
  // A typo in the company name: the credit code belongs to 苏州星链产业服务有限公司.
  const chenRow = await applied(
    store,
    chen,
    CHENJING,
    CHENJING_ORDER,
    { ...XINGLIAN, party_a_name: '苏州星联产业服务有限公司' },
    daysAgo(50),
  );
  if (chenRow) {
    await repo.insertContract(chen, { id: '320000000000000002', ...chenRow });
    await repo.settleContract(chen, '320000000000000002', {
      status: 'rejected',
      reject_reason: '甲方统一社会信用代码与名称不符，请核对后重新申请',
      rejected_at: daysAgo(49),
    });
  }
  return true;
}
