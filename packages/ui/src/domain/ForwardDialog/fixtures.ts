import type { ForwardTarget } from './ForwardDialog';

export const recentTargets: ForwardTarget[] = [
  { id: 'C2Cu1', type: 'C2C', name: '李娜' },
  { id: 'GROUPg1', type: 'GROUP', name: '产业链项目组' },
  { id: 'C2Cu2', type: 'C2C', name: '王芳', avatar: 'javascript:alert(1)' },
];

export const searchResults: ForwardTarget[] = [{ id: 'C2Cu3', type: 'C2C', name: '刘洋' }];
