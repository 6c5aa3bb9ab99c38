import { GROUP_TIP } from '@platform/contracts/im/constants';
import type { ChatMessageItem } from './message';

const t0 = new Date('2026-11-23T09:00:00+08:00').getTime();
const minute = 60_000;

/** One message of every type, as a group conversation shows them. */
export const sampleMessages: ChatMessageItem[] = [
  {
    id: 'm1',
    time: t0,
    mine: false,
    senderName: '李娜',
    content: {
      type: 'text',
      text: '资料在 https://example.com/doc?id=1。<img src=x onerror=alert(1)> javascript:alert(1)',
    },
  },
  { id: 'm2', time: t0 + minute, mine: true, content: { type: 'text', text: '收到，谢谢！\n下午看。' } },
  {
    id: 'm3',
    time: t0 + 2 * minute,
    mine: false,
    senderName: '王芳',
    content: { type: 'face', emoji: '👍', name: '赞' },
  },
  {
    id: 'm4',
    time: t0 + 3 * minute,
    mine: false,
    senderName: '王芳',
    content: {
      type: 'image',
      url: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22160%22 height=%22100%22%3E%3Crect width=%22160%22 height=%22100%22 fill=%22%2399b%22/%3E%3C/svg%3E',
      width: 160,
      height: 100,
    },
  },
  {
    id: 'm5',
    time: t0 + 20 * minute,
    mine: true,
    content: {
      type: 'video',
      url: 'https://media.example.invalid/v.mp4',
      posterUrl:
        'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22160%22 height=%2290%22%3E%3Crect width=%22160%22 height=%2290%22 fill=%22%23335%22/%3E%3C/svg%3E',
    },
  },
  {
    id: 'm6',
    time: t0 + 21 * minute,
    mine: false,
    senderName: '刘洋',
    content: { type: 'audio', url: 'https://media.example.invalid/a.mp3', duration: 7 },
  },
  {
    id: 'm7',
    time: t0 + 22 * minute,
    mine: false,
    senderName: '刘洋',
    content: {
      type: 'file',
      url: 'https://files.example.invalid/plan.pdf',
      name: '2027 产业链规划.pdf',
      size: 1_572_864,
    },
  },
  {
    id: 'm8',
    time: t0 + 23 * minute,
    mine: true,
    content: {
      type: 'card',
      vcardId: 'vc-9',
      name: '欧阳思远',
      orgName: '上海示例智能科技有限公司',
      post: '高级产品经理',
    },
  },
  {
    id: 'm9',
    time: t0 + 24 * minute,
    mine: false,
    senderName: '李娜',
    content: {
      type: 'merged',
      title: '李娜和王芳的聊天记录',
      abstractList: ['李娜: 明天下午三点在会议室见', '王芳: 好的', '李娜: [图片]'],
    },
  },
  {
    id: 'm10',
    time: t0 + 25 * minute,
    mine: false,
    content: { type: 'groupTip', tip: { op: GROUP_TIP.join, operator: '李娜', targets: ['王芳'] } },
  },
  {
    id: 'm11',
    time: t0 + 26 * minute,
    mine: false,
    content: { type: 'customTip', kind: 'groupRemove', targets: ['刘洋'] },
  },
];

/** The system account's daily work reminder, with more items due than it lists. */
export const workReminderMessage: ChatMessageItem = {
  id: 'r1',
  time: new Date('2026-11-27T08:00:00+08:00').getTime(),
  mine: false,
  senderName: '工作提醒',
  content: {
    type: 'workReminder',
    reminder: {
      day: '2026-11-27',
      orgName: '苏州智造产业服务有限公司',
      leads: {
        dueToday: 2,
        overdue: 5,
        items: [
          {
            id: '11',
            title: '苏州汇川联合动力系统有限公司',
            context: '江苏省苏州市吴中区',
            due: '2026-11-20',
            href: '/toker/tokerIndex?tab=lists&list=31',
          },
          {
            id: '12',
            title: '昆山国力电子科技股份有限公司',
            context: '江苏省苏州市昆山市',
            due: '2026-11-27',
            href: '/toker/tokerIndex?tab=lists&list=31',
          },
          {
            id: '13',
            title: '一个不该成为链接的条目',
            context: '',
            due: '2026-11-27',
            href: 'https://evil.example.com/',
          },
        ],
      },
      tasks: {
        dueToday: 1,
        overdue: 0,
        items: [
          {
            id: '7',
            title: '今日回访：确认二期采购需求',
            context: '常州星宇车灯股份有限公司',
            due: '2026-11-27',
            href: '/customer/customerIndex?tab=tasks',
          },
        ],
      },
    },
  },
};
