/** 解决方案's copy: each solution's audience, what it answers and what it gives. */
const solution = (title: string, audience: string, pains: string[], offers: string[]) => ({
  title,
  audience,
  pains: pains.join('\n'),
  offers: offers.join('\n'),
});

export const solutionsZh = {
  title: '解决方案',
  intro: '面向政府、园区、金融机构、商协会和企业的产业数智化解决方案。',
  more: '了解方案',
  services: '包含服务',
  pains: '面临的问题',
  offers: '方案能力',
  open: '进入',
  purchased: '已购买',
  consult: '咨询与开通',
  back: '返回解决方案',
  notFound: '没有找到该解决方案',
  none: '当前平台未配置解决方案',
  items: {
    government: solution(
      '政府精准招商解决方案',
      '各级政府招商部门、发改与工信部门',
      [
        '主导产业链条不清，缺链断链环节难以识别',
        '招商线索靠人工收集，目标企业不精准',
        '项目推进过程分散，进度难以统一掌握',
      ],
      [
        '区域产业链诊断：逐环节对比全国与同级地区，识别缺失、薄弱与优势环节',
        '招商目标推荐：按补链、强链方向推荐区外企业并给出理由',
        '招商项目全流程管理：线索、接洽、考察、谈判、签约到投产',
      ],
    ),
    park: solution(
      '产业园区运营解决方案',
      '开发区、产业园区运营方',
      ['园区产业定位与实际入驻企业不匹配', '企业诉求收集与响应慢', '园区企业画像不完整'],
      [
        '产业图谱：园区主导产业链与企业分布一图可见',
        '政企通：企业诉求受理、分派、答复与评价闭环',
        '精准招商：围绕园区定位寻找目标企业',
      ],
    ),
    finance: solution(
      '金融机构精准获客解决方案',
      '银行、担保、融资租赁等金融机构',
      ['对公客户获取成本高', '企业融资需求难以提前发现', '客户经理线索分配与跟进难管理'],
      [
        '金融信号筛选：融资轮次、增资、高增长与资产负债等信号',
        '名单管理与分配：按区域或均分给客户经理',
        '产业分析：按产业链与区域把握行业景气',
      ],
    ),
    association: solution(
      '商协会会员服务解决方案',
      '行业协会、商会、联合会',
      ['会员信息分散，会费收缴靠人工', '入会申请审核流程不透明', '与政府部门沟通渠道少'],
      [
        '会员管理：会员等级、会籍期限与名录',
        '入会申请与会费提醒：线上审核，到期自动提醒',
        '政企通：会员企业诉求直达政府服务窗口',
      ],
    ),
    enterprise: solution(
      '企业精准营销解决方案',
      '面向企业客户销售的企业',
      ['目标客户画像模糊，销售线索质量低', '客户跟进记录分散，销售过程不可见', '老客户资源难以复制'],
      [
        '精准拓客：按行业、产业链、地区、规模等画像找企业，支持相似企业推荐',
        '客户管理：客户、联系人、跟进与销售漏斗',
        '拓客站点：对外获客落地页',
      ],
    ),
  },
};

export const solutionsEn: typeof solutionsZh = {
  title: 'Solutions',
  intro:
    'Industry intelligence solutions for governments, parks, financial institutions, associations and companies.',
  more: 'Learn more',
  services: 'Services included',
  pains: 'The problems',
  offers: 'What it gives',
  open: 'Open',
  purchased: 'Purchased',
  consult: 'Ask and subscribe',
  back: 'Back to solutions',
  notFound: 'No such solution',
  none: 'This platform offers no solution yet',
  items: {
    government: solution(
      'Investment attraction for governments',
      'Investment promotion bureaus, development and industry departments',
      [
        'The leading chains are unclear and their missing links hard to see',
        'Leads are gathered by hand and targets are imprecise',
        'Projects advance in scattered places and their progress is hard to follow',
      ],
      [
        'Chain diagnosis of the region: each link against the nation and peer regions, missing, weak and strong links',
        'Target suggestions: companies elsewhere that fill or strengthen the chain, with reasons',
        'The project pipeline from lead, contact, visit and negotiation to signing and production',
      ],
    ),
    park: solution(
      'Industrial park operation',
      'Development zones and industrial park operators',
      [
        "The park's positioning and its companies do not match",
        'Companies wait long for answers to their requests',
        'Company profiles of the park are incomplete',
      ],
      [
        "Industry graph: the park's leading chains and companies on one map",
        'Government-enterprise desk: requests accepted, assigned, answered and rated',
        'Investment attraction: target companies that fit the park',
      ],
    ),
    finance: solution(
      'Customer acquisition for financial institutions',
      'Banks, guarantors, leasing companies',
      [
        'Corporate customers cost much to win',
        'Financing needs are found too late',
        'Leads are hard to assign and follow up',
      ],
      [
        'Financial signals: rounds, capital increases, fast growth and leverage',
        'Lists and assignment to account managers by region or evenly',
        'Industry analysis of chains and regions',
      ],
    ),
    association: solution(
      'Member services for associations',
      'Industry associations and chambers of commerce',
      [
        'Member records are scattered and dues collected by hand',
        'Applications are reviewed without a clear process',
        'Few channels to government departments',
      ],
      [
        'Member management: levels, terms and the directory',
        'Applications and dues reminders online',
        "Government-enterprise desk: members' requests reach the service desk",
      ],
    ),
    enterprise: solution(
      'Targeted sales for companies',
      'Companies selling to companies',
      [
        'Target customers are vague and leads poor',
        'Follow-ups are scattered and the pipeline invisible',
        'Good customers are hard to find again',
      ],
      [
        'Lead finding by industry, chain, region and size, with look-alike companies',
        'Customer management: customers, contacts, follow-ups and the funnel',
        'An external acquisition site',
      ],
    ),
  },
};
