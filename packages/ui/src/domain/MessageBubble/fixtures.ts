import { GROUP_TIP } from '@platform/contracts/im/constants';
import type { ChatMessageItem, SystemNoticeInfo } from './message';

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
      projects: {
        dueToday: 0,
        overdue: 1,
        items: [
          {
            id: '21',
            title: '提交用地预审材料',
            context: '宁德时代华东基地项目',
            due: '2026-11-25',
            href: '/business/index?serveRegionCode=330106&tab=projects',
          },
        ],
      },
    },
  },
};

const noticeTime = new Date('2026-11-28T10:00:00+08:00').getTime();
const system = (id: string, minutes: number, notice: SystemNoticeInfo): ChatMessageItem => ({
  id,
  time: noticeTime + minutes * minute,
  mine: false,
  senderName: '工作提醒',
  content: { type: 'systemNotice', notice },
});

/** The 政企通 and 会员管理 notices of the system account, one of each kind (and a link elsewhere). */
export const systemNoticeMessages: ChatMessageItem[] = [
  system('s1', 0, {
    kind: 'govNotice',
    from: '西湖区政企服务中心',
    category: 'policy',
    title: '关于开展 2026 年度高新技术企业申报的通知',
    excerpt: '各有关企业：\n请于 12 月 31 日前完成申报。<b>材料</b>见附件。',
    href: '/serve/govAppeal?tab=notices',
  }),
  system('s2', 1, {
    kind: 'govAppeal',
    from: '西湖区政企服务中心',
    state: 'rejected',
    title: '用地指标',
    reply: '不属于本区受理范围',
    href: 'https://evil.example.com/',
  }),
  system('s3', 2, {
    kind: 'assocDues',
    from: '苏州星链产业服务有限公司',
    companyName: '苏州汇川联合动力系统有限公司',
    year: 2026,
    amountFen: 800050,
    dueDate: '2026-11-25',
    overdue: true,
  }),
  system('s4', 3, {
    kind: 'assocNotice',
    from: '苏州星链产业服务有限公司',
    postKind: 'activity',
    title: '会员企业供需对接会',
    start: '2026-12-05 09:00',
    end: '2026-12-05 17:00',
    place: '苏州国际博览中心',
    href: '/publicationDetail/index?id=42',
  }),
];

/** 企业监控's daily digest: more events than it lists. */
export const companyWatchMessage: ChatMessageItem = system('w1', 4, {
  kind: 'companyWatch',
  day: '2026-11-28',
  events: 7,
  companies: 4,
  items: [
    {
      companyId: 'c1',
      companyName: '杭州海康威视数字技术股份有限公司',
      kind: 'capital',
      changedOn: '2026-11-27',
    },
    { companyId: 'c2', companyName: '苏州汇川联合动力系统有限公司', kind: 'court', changedOn: '2026-11-26' },
    {
      companyId: 'c1',
      companyName: '杭州海康威视数字技术股份有限公司',
      kind: 'branch',
      changedOn: '2026-11-20',
    },
  ],
  href: '/serve/compTracking',
});

/** 产业追踪's daily digest: the same card, of the chains and regions the reader follows. */
export const industryWatchMessage: ChatMessageItem = system('w2', 5, {
  kind: 'companyWatch',
  day: '2026-11-28',
  events: 5,
  companies: 3,
  items: [
    {
      companyId: 'c3',
      companyName: '宁德时代新能源科技股份有限公司',
      kind: 'financing',
      changedOn: '2026-11-27',
    },
    { companyId: 'c4', companyName: '杭州中控技术股份有限公司', kind: 'capital', changedOn: '2026-11-25' },
  ],
  href: '/serve/induTracking',
  source: 'industry',
});
