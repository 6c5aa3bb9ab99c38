import type { GroupCandidate } from './CreateGroupDialog';

export const friends: GroupCandidate[] = [
  { id: 'u1', name: '李娜' },
  { id: 'u2', name: '王芳' },
  { id: 'u3', name: 'Li Lei' },
];
export const colleagues: GroupCandidate[] = [
  { id: 'u4', name: '刘洋', orgName: '上海示例智能科技有限公司' },
  { id: 'u5', name: '赵敏', orgName: '上海示例智能科技有限公司' },
];
