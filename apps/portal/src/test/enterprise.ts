import type { SearchConditions } from '@platform/contracts/bigdata';
export { entDetail } from '@platform/contracts/test/answers';
import type { SearchCompanyRow } from '@platform/contracts/search';

/** A search row as the server sends it (tests only). */
export function searchRow(
  companyId: string,
  companyName: string,
  extra: Partial<SearchCompanyRow> = {},
): SearchCompanyRow {
  return {
    companyId,
    companyName,
    companyNameAlias: '',
    logoPath: null,
    regStatusCode: '1',
    regStatusName: '在营',
    legalEntityName: '张三',
    regCapital: 1000,
    esDt: '2015-06-01',
    uscNo: '91330100MA2B000000',
    regionCode: '330106',
    area: '浙江省杭州市西湖区',
    industryCode: '65',
    industryName: '软件和信息技术服务业',
    tags: { scale: '中型', type: '有限责任公司', financingStage: 'A轮', qualifications: ['高新技术企业'] },
    isListed: false,
    totalScore: 420,
    matched: 'name',
    matchType: 'contains',
    isFollow: false,
    ...extra,
  };
}

const leaf = (code: string, name: string) => ({ code, name, level: 3, children: [] });

/** A slice of the search conditions (tests only): two sections, two chains with three levels. */
export const searchConditions: SearchConditions = {
  industries: [
    {
      code: 'C',
      name: '制造业',
      divisions: [
        { code: '38', name: '电气机械和器材制造业' },
        { code: '39', name: '计算机、通信和其他电子设备制造业' },
      ],
    },
    {
      code: 'I',
      name: '信息传输、软件和信息技术服务业',
      divisions: [
        { code: '64', name: '互联网和相关服务' },
        { code: '65', name: '软件和信息技术服务业' },
      ],
    },
  ],
  chains: [
    {
      code: 'IC',
      name: '集成电路',
      children: [
        {
          code: 'IC01',
          name: '上游',
          level: 1,
          children: [
            {
              code: 'IC0101',
              name: 'EDA与IP核',
              level: 2,
              children: [leaf('IC010101', 'EDA工具'), leaf('IC010102', 'IP核')],
            },
            { code: 'IC0102', name: '半导体材料', level: 2, children: [leaf('IC010201', '硅片')] },
          ],
        },
        {
          code: 'IC02',
          name: '中游',
          level: 1,
          children: [{ code: 'IC0201', name: '芯片设计', level: 2, children: [leaf('IC020101', '处理器')] }],
        },
      ],
    },
    {
      code: 'AI',
      name: '人工智能',
      children: [
        {
          code: 'AI01',
          name: '上游',
          level: 1,
          children: [{ code: 'AI0101', name: '智能芯片', level: 2, children: [leaf('AI010101', 'GPU')] }],
        },
      ],
    },
  ],
};
