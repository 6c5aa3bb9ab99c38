/** The guides of /skill/index, in order: each names the page it teaches (its link). */
export const GUIDES = [
  { id: 'start', to: '/product/vipServices' },
  { id: 'search', to: '/home/discover' },
  { id: 'chain', to: '/proGraph/index' },
  { id: 'cards', to: '/user/personal/card' },
  { id: 'chat', to: '/im/index' },
  { id: 'services', to: '/serve/induAnalysis' },
  { id: 'workspaces', to: '/toker/tokerIndex' },
  { id: 'expense', to: '/expenseCenter/userAccountDetail' },
] as const;

export type GuideId = (typeof GUIDES)[number]['id'];
