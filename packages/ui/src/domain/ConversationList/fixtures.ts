import type { ConversationItem } from './ConversationList';

/** Stories and tests pin "now" so the time column is stable. */
export const NOW = new Date('2026-11-23T18:00:00+08:00');

export const sampleConversations: ConversationItem[] = [
  {
    id: 'C2Cu1',
    type: 'C2C',
    name: '李娜',
    lastMessage: '明天下午三点在会议室见',
    time: new Date('2026-11-23T09:05:00+08:00').getTime(),
    unread: 3,
  },
  {
    id: 'GROUPg1',
    type: 'GROUP',
    name: '产业链项目组',
    lastMessage: '王芳: [图片]',
    time: new Date('2026-11-22T16:40:00+08:00').getTime(),
    unread: 120,
  },
  {
    id: 'C2Cu2',
    type: 'C2C',
    name: '王芳',
    avatar: 'javascript:alert(1)',
    lastMessage: '<b>不是 HTML</b>',
    time: new Date('2026-10-01T08:00:00+08:00').toISOString(),
  },
];
