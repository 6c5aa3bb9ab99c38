import type { GroupMember } from './GroupMemberPanel';

export const members: GroupMember[] = [
  { id: 'u1', name: '李娜', nickname: '娜娜' },
  { id: 'u2', name: '王芳' },
  { id: 'u3', name: '刘洋' },
];
