/** /skill/index: the platform's guides, one per area, each a few steps (one line a step). */
const guide = (title: string, summary: string, steps: string[], link: string) => ({
  title,
  summary,
  steps: steps.join('\n'),
  link,
});

export const skillZh = {
  title: '使用指南',
  intro: '从注册到使用各项产业服务与专业工作台，几分钟上手平台。',
  contents: '目录',
  steps: '操作步骤',
  guides: {
    start: guide(
      '快速开始',
      '注册账号、完善组织信息并开通会员。',
      [
        '使用手机号注册并登录',
        '在“组织信息”中填写或加入您的组织',
        '在会员中心试用或开通个人版、企业版会员',
        '在“我的权益”查看已开通的服务与剩余额度',
      ],
      '查看会员服务',
    ),
    search: guide(
      '企业搜索与画像',
      '找企业、看画像、关注与生成报告。',
      [
        '在首页搜索框输入企业名称、简称或关键词',
        '按行业、地区、注册资本等条件筛选结果',
        '打开企业画像查看工商、股东、投资与能力雷达',
        '关注企业或生成企业报告，报告在“我的下载”中获取',
      ],
      '去搜索企业',
    ),
    chain: guide(
      '产业链图谱',
      '按产业链环节浏览企业，编辑自己的产业链。',
      [
        '在产业图谱中选择产业链',
        '点击环节查看该环节的企业与推荐',
        '按地区、资质等条件筛选并导出企业名单',
        '复制或新建自己的产业链并分享给同事',
      ],
      '打开产业图谱',
    ),
    cards: guide(
      '电子名片',
      '创建名片，交换与管理名片。',
      [
        '在“我的名片”中创建名片并选择展示模块',
        '设置名片隐私与展示的企业信息',
        '通过链接、二维码或聊天发送名片',
        '在名片夹中管理收到的名片',
      ],
      '管理我的名片',
    ),
    chat: guide(
      '即时通讯',
      '与好友、同事和群聊沟通。',
      [
        '在消息中搜索并添加好友',
        '发送文字、图片、文件、名片与聊天记录',
        '创建群聊并邀请好友与同事',
        '工作提醒与系统通知也会出现在消息中',
      ],
      '打开消息',
    ),
    services: guide(
      '产业服务',
      '产业分析、对标、诊断、追踪、研究报告、专利与政策。',
      [
        '产业分析：选择地区与产业链，查看企业分布、增长与全国占比',
        '对标分析：选择两到四个地区或企业并排比较',
        '产业诊断：逐环节评分并生成诊断报告 PDF',
        '企业监控：在企业画像点击“监控”，企业变动时收到提醒',
      ],
      '进入产业服务',
    ),
    workspaces: guide(
      '专业工作台',
      '精准拓客、金融拓客、客户管理、会员管理、精准招商与政企通。',
      [
        '购买对应服务后，从顶部“专业服务”进入工作台',
        '精准拓客：按画像找线索、保存名单、分配与跟进',
        '客户管理：客户、联系人、跟进记录与销售漏斗',
        '精准招商：区域诊断、招商目标与招商项目全流程',
      ],
      '进入精准拓客',
    ),
    expense: guide(
      '费用中心',
      '订单、发票、合同与权益。',
      [
        '在“我的订单”查看订单与支付状态',
        '为已支付订单申请发票并下载 PDF',
        '在“采购合同”中查看与下载合同',
        '在“我的权益”查看会员、席位与服务有效期',
      ],
      '打开费用中心',
    ),
  },
};

export const skillEn: typeof skillZh = {
  title: 'Guides',
  intro: 'From signing up to the industry services and the workspaces: the platform in a few minutes.',
  contents: 'Contents',
  steps: 'Steps',
  guides: {
    start: guide(
      'Getting started',
      'Sign up, complete your organisation and subscribe.',
      [
        'Sign up and sign in with your mobile number',
        'Fill in or join your organisation under Organisation',
        'Try or subscribe to the personal or enterprise edition',
        'See your services and allowances under My benefits',
      ],
      'See memberships',
    ),
    search: guide(
      'Company search and profiles',
      'Find companies, read profiles, follow them and get reports.',
      [
        'Type a company name or keyword in the search box',
        'Filter by industry, region, registered capital and more',
        'Open a profile: registration, shareholders, investments and the capability radar',
        'Follow a company or generate its report; reports wait under My downloads',
      ],
      'Search companies',
    ),
    chain: guide(
      'Industry chain maps',
      'Browse companies link by link and edit chains of your own.',
      [
        'Choose a chain in the industry graph',
        'Click a link to see its companies and suggestions',
        'Filter by region or qualification and export the list',
        'Copy or create your own chain and share it with colleagues',
      ],
      'Open the industry graph',
    ),
    cards: guide(
      'Business cards',
      'Create, exchange and keep business cards.',
      [
        'Create a card under My cards and choose its modules',
        'Set its privacy and the company details it shows',
        'Send it by link, QR code or in chat',
        'Keep the cards you receive in the card folder',
      ],
      'Manage my cards',
    ),
    chat: guide(
      'Instant messaging',
      'Talk with friends, colleagues and groups.',
      [
        'Search for people and add them as friends',
        'Send text, pictures, files, cards and chat histories',
        'Create groups and invite friends and colleagues',
        'Work reminders and system notices arrive in chat too',
      ],
      'Open messages',
    ),
    services: guide(
      'Industry services',
      'Analysis, benchmarking, diagnosis, tracking, reports, patents and policies.',
      [
        'Industry analysis: a region and a chain, its companies, growth and national share',
        'Benchmarking: two to four regions or companies side by side',
        'Diagnosis: each link scored, with a diagnosis report as a PDF',
        'Company monitoring: press Monitor on a profile and hear when the company changes',
      ],
      'Open industry services',
    ),
    workspaces: guide(
      'Workspaces',
      'Customer acquisition, finance acquisition, CRM, members, investment attraction and the government desk.',
      [
        'Once bought, open a workspace from Professional services in the top bar',
        'Customer acquisition: find leads by profile, save lists, assign and follow up',
        'Customer management: customers, contacts, follow-ups and the funnel',
        'Investment attraction: region diagnosis, targets and the project pipeline',
      ],
      'Open customer acquisition',
    ),
    expense: guide(
      'Expense centre',
      'Orders, invoices, contracts and benefits.',
      [
        'See orders and their payment under My orders',
        'Apply for an invoice of a paid order and download its PDF',
        'Read and download purchase contracts',
        'See membership, seats and service terms under My benefits',
      ],
      'Open the expense centre',
    ),
  },
};
