import { BusinessType } from '@platform/contracts/constants';

/** Each business type's menu name key (`menu.*`) and workspace home (spec 1 §2, §6). */
export const SERVICE_OF_TYPE: Record<number, { menu: string; home: string }> = {
  [BusinessType.CUSTOMER_ACQUISITION]: { menu: 'toker', home: '/toker/tokerIndex' },
  [BusinessType.CUSTOMER_MANAGEMENT]: { menu: 'customer', home: '/customer/customerIndex' },
  [BusinessType.MEMBER_MANAGEMENT]: { menu: 'member', home: '/member/memberManage' },
  [BusinessType.INVESTMENT_ATTRACTION]: { menu: 'business', home: '/business/index' },
  [BusinessType.GOVERNMENT_ENTERPRISE]: { menu: 'politics', home: '/politicsHome/politicsIndex' },
  [BusinessType.FINANCE_CUSTOMER_ACQUISITION]: {
    menu: 'tokerFinance',
    home: '/tokerFinance/tokerFinanceIndex',
  },
};

/** Whole days from now until a China time 'yyyy-MM-dd HH:mm:ss' (0 once past). */
export function daysUntil(chinaTime: string, now = Date.now()): number {
  const at = Date.parse(`${chinaTime.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 86_400_000));
}
