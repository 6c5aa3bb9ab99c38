/** 政企通's entry page copy (docs/policies.md, 政企通 entry). */
export const govAndEntZh = {
  title: '政企通',
  intro: '面向政府部门和园区的政企服务平台：受理企业诉求、发布通知公告、精准服务辖区企业。',
  offersTitle: '服务内容',
  offers: {
    appeals: { title: '企业诉求受理', text: '企业在线提交诉求，按类别分派到部门办理，全程可跟踪、可评价。' },
    notices: { title: '通知公告推送', text: '按地区、产业链向辖区企业定向发送政策与通知，掌握阅读情况。' },
    service: { title: '企业服务', text: '企业画像、产业链分布与相关政策一站查看，主动对接企业需求。' },
    stats: { title: '办理统计', text: '诉求数量、办结率与满意度统计，辅助决策与考核。' },
  },
  enter: '进入政企通工作台',
  buy: '购买政企通服务',
  buyHint: '您的组织尚未开通政企通，开通后可使用诉求受理、通知公告等全部功能。',
  login: '登录后使用',
  loginHint: '登录后可进入政企通工作台或提交企业诉求。',
  enterprise: '我是企业，提交诉求',
  checking: '正在确认开通情况',
};

type Copy<T> = { [K in keyof T]: T[K] extends string ? string : Copy<T[K]> };

export const govAndEntEn: Copy<typeof govAndEntZh> = {
  title: 'Government–enterprise service',
  intro:
    'A service desk for government departments and parks: take companies’ appeals, send notices, and serve the companies of the region.',
  offersTitle: 'What it offers',
  offers: {
    appeals: {
      title: 'Company appeals',
      text: 'Companies file appeals online; they are assigned to departments by category and tracked to the end.',
    },
    notices: {
      title: 'Notices',
      text: 'Send policies and notices to the companies of a region or chain, and see who read them.',
    },
    service: {
      title: 'Enterprise service',
      text: 'Company profiles, chain positions and related policies in one place, to reach out to companies.',
    },
    stats: {
      title: 'Statistics',
      text: 'Appeal counts, completion and satisfaction, for decisions and reviews.',
    },
  },
  enter: 'Open the workspace',
  buy: 'Buy the service',
  buyHint: 'Your organisation has not bought this service yet; buy it to use appeals, notices and more.',
  login: 'Log in to start',
  loginHint: 'Log in to open the workspace or file an appeal for your company.',
  enterprise: 'File an appeal as a company',
  checking: 'Checking your organisation’s services',
};
