import { useLocation } from 'react-router';

/** The 金融拓客 home (/tokerFinance/tokerFinanceIndex): the same workspace with its financial signals. */
export const isFinancePath = (pathname: string) => pathname.toLowerCase().startsWith('/tokerfinance');

export function useFinanceHome(): boolean {
  return isFinancePath(useLocation().pathname);
}
