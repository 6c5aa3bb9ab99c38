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
