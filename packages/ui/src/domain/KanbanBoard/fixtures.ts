import type { KanbanColumn } from '@platform/ui/domain';

/** Story data: deals over the default pipeline stages, deterministic. */
export interface SampleDeal {
  id: string;
  name: string;
  company: string;
  stage: string;
  amount: number;
}

export const stagesZh: KanbanColumn[] = [
  { key: 'contact', title: '初步接洽' },
  { key: 'needs', title: '需求确认' },
  { key: 'quote', title: '方案报价' },
  { key: 'deal', title: '商务谈判' },
  { key: 'won', title: '赢单' },
  { key: 'lost', title: '输单' },
];

export const stagesEn: KanbanColumn[] = [
  { key: 'contact', title: 'First contact' },
  { key: 'needs', title: 'Needs confirmed' },
  { key: 'quote', title: 'Proposal and quote' },
  { key: 'deal', title: 'Negotiation' },
  { key: 'won', title: 'Won' },
  { key: 'lost', title: 'Lost' },
];

const companiesZh = ['星河科技', '北辰新材料', '东海智能制造', '南山生物医药', '西岭新能源', '中原数据'];
const companiesEn = [
  'Galaxy Tech',
  'Polaris Materials',
  'East Sea Robotics',
  'Nanshan Bio',
  'Xiling Energy',
  'Central Data',
];

/** `count` deals spread over the first `stages` stages (the others stay empty). */
export function sampleDeals(count: number, locale: 'zh' | 'en' = 'zh', stages = 5): SampleDeal[] {
  const companies = locale === 'zh' ? companiesZh : companiesEn;
  return Array.from({ length: count }, (_, i) => {
    const company = `${companies[i % companies.length]!}${locale === 'zh' ? '' : ' '}${i + 1}`;
    return {
      id: `d${i + 1}`,
      name: locale === 'zh' ? `${company} 年度采购` : `${company} yearly order`,
      company,
      stage: stagesZh[i % stages]!.key,
      amount: ((i * 37) % 50) * 10000 + 20000,
    };
  });
}
