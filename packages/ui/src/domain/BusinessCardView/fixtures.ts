import type { BusinessCard } from '@platform/ui/domain';

const img = (label: string, fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${fill}"/><text x="160" y="130" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

/** A sample enterprise card with every module kind the enterprise type shows. */
export const enterpriseCard: BusinessCard = {
  id: 'vc-1001',
  type: 2,
  orgName: '上海示例智能科技有限公司',
  userName: '欧阳思远',
  post: '高级产品经理',
  dept: '智能硬件事业部',
  phone: '13812345678',
  email: 'siyuan.ouyang@example.com',
  address: '上海市浦东新区张江高科技园区碧波路 690 号',
  avatar: '',
  vcardModuleVOList: [
    {
      id: 1,
      moduleCode: 14,
      moduleName: '企业动态',
      ifDisplay: 1,
      content: JSON.stringify([
        {
          title: '完成 B 轮融资',
          publishDt: '2026-10-12',
          content: '<p>公司宣布完成<b>数亿元</b> B 轮融资</p>',
        },
        { title: '新品发布', publishDt: '2026-09-01', content: '' },
      ]),
    },
    { id: 2, moduleCode: 2, moduleName: '关联企业', ifDisplay: 1, content: '{"companyId":"c-88"}' },
    {
      id: 3,
      moduleCode: 1,
      moduleName: '个人简介',
      ifDisplay: 1,
      content: '十年智能硬件产品经验\n主导三款百万级出货产品',
    },
    {
      id: 4,
      moduleCode: 6,
      moduleName: '产业布局',
      ifDisplay: 1,
      content: '["集成电路","人工智能","智能制造"]',
    },
    {
      id: 5,
      moduleCode: 10,
      moduleName: '经营范围',
      ifDisplay: 1,
      content: '技术开发、技术咨询、技术服务；软件开发；集成电路设计。',
    },
    {
      id: 6,
      moduleCode: 11,
      moduleName: '产品服务',
      ifDisplay: 1,
      content: JSON.stringify([
        {
          productName: '边缘计算网关',
          attachList: [{ urlAddr: img('网关', '#1d5fd6') }, { urlAddr: img('模组', '#0e7a6e') }],
        },
      ]),
    },
    {
      id: 7,
      moduleCode: 12,
      moduleName: '合作伙伴',
      ifDisplay: 1,
      content: JSON.stringify([{ urlAddr: img('伙伴 A', '#7a3fc4') }]),
    },
    {
      id: 8,
      moduleCode: 13,
      moduleName: '荣誉资质',
      ifDisplay: 1,
      content: JSON.stringify([{ honorContent: '国家级专精特新“小巨人”企业', attachList: [] }]),
    },
    {
      id: 9,
      moduleCode: 17,
      moduleName: '股票行情',
      ifDisplay: 1,
      content: JSON.stringify({
        currentPrice: 32.58,
        upsDownsAmt: 1.23,
        upsDownsRate: 3.92,
        upsDownsIdent: 'red',
      }),
    },
    {
      id: 10,
      moduleCode: 50,
      moduleName: '自定义模块',
      ifDisplay: 1,
      content: '支持定制开发\n7×24 小时服务',
    },
    { id: 11, moduleCode: 5, moduleName: '相关图片', ifDisplay: 1, content: '[]' },
    { id: 12, moduleCode: 16, moduleName: '已删除动态', ifDisplay: 1, content: '[3]' },
  ],
};

export const governmentCard: BusinessCard = {
  id: 'vc-2002',
  type: 1,
  orgName: '杭州市投资促进局',
  userName: '王立',
  post: '招商处处长',
  dept: '招商处',
  phone: '13912345678',
  email: 'wangli@example.gov.cn',
  address: '杭州市上城区解放东路 18 号',
  vcardModuleVOList: [
    {
      id: 1,
      moduleCode: 3,
      moduleName: '地区介绍',
      ifDisplay: 1,
      content: JSON.stringify({
        regionName: '杭州',
        regionFullname: '浙江省杭州市',
        gdp: '2.01 万亿元',
        featuredIndustry: '数字经济、生物医药',
      }),
    },
    {
      id: 2,
      moduleCode: 5,
      moduleName: '相关图片',
      ifDisplay: 1,
      content: JSON.stringify([{ urlAddr: img('西湖', '#0b6e99') }, { urlAddr: img('钱塘江', '#2f6b2a') }]),
    },
    { id: 3, moduleCode: 4, moduleName: '宣传视频', ifDisplay: 1, content: JSON.stringify([{ url: '' }]) },
    { id: 4, moduleCode: 6, moduleName: '产业布局', ifDisplay: 1, content: '["不会显示"]' },
  ],
};
