import type { MessageTable } from '../messageTable';

/** Messages of the purchase contracts (docs/purchase-contracts.md). */
export const PURCHASE_CONTRACTS_MESSAGES = {
  contractCreditCodeInvalid: {
    zh: '统一社会信用代码不正确，请核对后重新填写',
    en: 'The unified social credit code is not valid',
  },
  contractPhoneInvalid: {
    zh: '联系电话不正确，请填写手机号或带区号的固定电话',
    en: 'Enter a mobile number or a landline with its area code',
  },
  contractOrderNotPaid: {
    zh: '该订单尚未支付，不能申请合同',
    en: 'A contract can be requested for a paid order only',
  },
  contractOrderNotFound: { zh: '订单不存在', en: 'No such order' },
  contractAlreadyApplied: {
    zh: '该订单已申请过合同，不能重复申请',
    en: 'A contract has already been requested for this order',
  },
  contractNotFound: { zh: '合同不存在', en: 'No such contract' },
  contractNotApproved: {
    zh: '合同尚未生效，暂不能下载',
    en: 'The contract has not taken effect yet',
  },
} as const satisfies MessageTable;
