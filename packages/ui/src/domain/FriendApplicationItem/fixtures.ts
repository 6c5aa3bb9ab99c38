import type { FriendApplication } from './FriendApplicationItem';

export const NOW = new Date('2026-11-23T18:00:00+08:00');

export const applications: FriendApplication[] = [
  {
    id: 'a1',
    name: '李娜',
    orgName: '上海示例智能科技有限公司',
    post: '高级产品经理',
    wording: '我是上海示例智能科技有限公司高级产品经理李娜',
    cards: [
      { id: 'vc-1', name: '李娜', orgName: '上海示例智能科技有限公司' },
      { id: 'vc-2', name: '李娜', orgName: '示例创投' },
    ],
    time: new Date('2026-11-23T09:30:00+08:00').getTime(),
    status: 'pending',
  },
  {
    id: 'a2',
    name: '王芳',
    wording: '<b>你好</b>',
    status: 'accepted',
    time: new Date('2026-11-20T00:00:00+08:00').getTime(),
  },
  { id: 'a3', name: '刘洋', status: 'sent' },
];
