import type { MessageTable } from '../messageTable';

/** Messages of sales management (docs/sales.md). */
export const SALES_MESSAGES = {
  salesCodeNotFound: { zh: '销售码不存在', en: 'No such sales code' },
  salesCodeOwn: { zh: '不能绑定自己的销售码', en: 'You cannot bind your own sales code' },
  salesAlreadyBound: { zh: '已绑定销售码，不能更换', en: 'A sales code is already bound to your account' },
  salesTeamCodeNotFound: { zh: '团队码不存在', en: 'No such team code' },
  salesAlreadyInTeam: { zh: '你已加入销售团队', en: 'You are already in a sales team' },
  salesTeamNotFound: { zh: '销售团队不存在', en: 'No such sales team' },
} as const satisfies MessageTable;
