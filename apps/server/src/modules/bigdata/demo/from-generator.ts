import type { CompanyRecord } from '../store';
import type { Company } from '../types';
import type { Dataset } from './generator';

/**
 * A generated company as the loader stores it, with the daily rows of its listings (left empty with
 * `withDaily: false`, which skips generating them).
 */
export function recordOfGenerated(
  company: Company,
  dataset: Dataset,
  { withDaily = true }: { withDaily?: boolean } = {},
): CompanyRecord {
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
      daily: withDaily ? dataset.kline(l) : [],
    })),
  };
}
