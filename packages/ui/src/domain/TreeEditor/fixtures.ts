import type { TreeNode } from '@platform/ui/domain';

/** Story data: an organisation's departments, flat as the server sends them. */
export const departmentsZh: TreeNode[] = [
  { id: 'gm', parentId: null, name: '总经办', sort: 0, count: 3 },
  { id: 'admin', parentId: 'gm', name: '行政部', sort: 0, count: 4 },
  { id: 'market', parentId: null, name: '市场部', sort: 1, count: 12 },
  { id: 'brand', parentId: 'market', name: '品牌组', sort: 0, count: 5 },
  { id: 'channel', parentId: 'market', name: '渠道组', sort: 1, count: 4 },
  { id: 'invest', parentId: null, name: '招商部', sort: 2, count: 8 },
  { id: 'east', parentId: 'invest', name: '华东招商组', sort: 0, count: 3 },
  { id: 'south', parentId: 'invest', name: '华南招商组', sort: 1, count: 2 },
  { id: 'tech', parentId: null, name: '技术部', sort: 3, count: 20 },
  { id: 'finance', parentId: null, name: '财务部', sort: 4, count: 4 },
];

const english: Record<string, string> = {
  gm: 'General Office',
  admin: 'Administration',
  market: 'Marketing',
  brand: 'Brand',
  channel: 'Channels',
  invest: 'Investment Promotion',
  east: 'East China',
  south: 'South China',
  tech: 'Engineering',
  finance: 'Finance',
};

export const departmentsEn: TreeNode[] = departmentsZh.map((n) => ({ ...n, name: english[n.id]! }));
