import type { Company, Dataset } from '../generator';
import type { CompanyRecord } from './records';

/** A generated company as the loader stores it, with the daily rows of its listings. */
export function recordOfGenerated(company: Company, dataset: Dataset): CompanyRecord {
  return {
    ...company,
    layoutNodeCodes: company.industrLayoutList.map((l) => l.industryCode),
    listings: company.stockInfoList.map((l) => ({
      stockCode: l.stockCode,
      stockTypeName: l.stockTypeName,
      stockName: l.stockName,
      exchange: l.exchange,
      exchangeName: l.exchangeName,
      listDate: l.listDate,
      totalShares: l.totalShares,
      floatShares: l.floatShares,
      daily: dataset.kline(l),
    })),
  };
}
