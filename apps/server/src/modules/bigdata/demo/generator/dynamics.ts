/** Dated news entries (企业动态) for a company, built from templates with real-sounding sources. */
import { formatDate, formatDateTime, parseDate } from './calendar';
import type { Rng } from './rng';
import type { Dynamic } from '../../types';

const SOURCES = [
  '证券时报网',
  '中国证券报',
  '上海证券报',
  '第一财经',
  '每日经济新闻',
  '经济参考报',
  '中国经营报',
  '新华财经',
];

export interface DynamicsInput {
  alias: string;
  companyName: string;
  provinceShort: string;
  cityShort: string;
  products: readonly string[];
  qualificationTags: readonly string[];
  partnerAlias: string | undefined;
  /** The company's last financing round, when it has one. */
  financingRound: string | undefined;
  isListed: boolean;
  esDt: string;
  endDate: string;
}

type Template = (rng: Rng, d: DynamicsInput, year: number) => { title: string; content: string } | undefined;

const TEMPLATES: Template[] = [
  (rng, d) => {
    const round = d.financingRound;
    if (!round) return undefined;
    const amount = rng.pick(['数千万元', '近亿元', '数亿元', '超亿元']);
    return {
      title: `${d.alias}完成${amount}${round}融资`,
      content: `${d.companyName}宣布完成${amount}${round}融资，资金将用于研发投入、产能建设和市场拓展。`,
    };
  },
  (rng, d) => {
    const product = d.products.length > 0 ? rng.pick(d.products) : undefined;
    if (!product) return undefined;
    return {
      title: `${d.alias}发布新一代${product}产品`,
      content: `${d.companyName}近日发布新一代${product}产品，在性能和可靠性方面进一步提升。`,
    };
  },
  (rng, d, year) => {
    const tag = d.qualificationTags.length > 0 ? rng.pick(d.qualificationTags) : undefined;
    if (!tag) return undefined;
    return {
      title: `${d.alias}入选${year}年${d.provinceShort}${tag}名单`,
      content: `根据${d.provinceShort}相关主管部门公示，${d.companyName}入选${year}年度${tag}名单。`,
    };
  },
  (_rng, d) =>
    d.partnerAlias
      ? {
          title: `${d.alias}与${d.partnerAlias}签署战略合作协议`,
          content: `${d.companyName}与${d.partnerAlias}签署战略合作协议，双方将在技术研发和市场渠道方面开展合作。`,
        }
      : undefined,
  (rng, d) => {
    const what = rng.pick(['生产基地', '研发中心', '智能制造项目', '总部大楼']);
    return {
      title: `${d.alias}${d.cityShort}${what}项目开工`,
      content: `${d.companyName}位于${d.cityShort}的${what}项目正式开工建设，预计两年内建成投用。`,
    };
  },
  (rng, d, year) =>
    d.isListed
      ? {
          title: `${d.alias}发布${year}年${rng.pick(['半年度报告', '年度报告', '第三季度报告'])}`,
          content: `${d.companyName}发布定期报告，报告期内营业收入与净利润保持稳定。`,
        }
      : undefined,
  (rng, d) => ({
    title: `${d.alias}获得${rng.int(2, 30)}项发明专利授权`,
    content: `${d.companyName}近期获得多项发明专利授权，核心技术自主可控能力进一步增强。`,
  }),
];

export function generateDynamics(rng: Rng, d: DynamicsInput, count: number): Dynamic[] {
  const start = Math.max(parseDate(d.esDt), parseDate(d.endDate) - 3 * 365 * 86_400_000);
  const end = parseDate(d.endDate);
  const out: Dynamic[] = [];
  for (let i = 0; i < count * 3 && out.length < count; i++) {
    const t = start + Math.floor(rng.next() * Math.max(1, (end - start) / 60_000)) * 60_000;
    const publishDt = formatDateTime(t);
    const entry = rng.pick(TEMPLATES)(rng, d, Number(formatDate(t).slice(0, 4)));
    if (!entry || out.some((o) => o.title === entry.title)) continue;
    const isSys = rng.chance(0.7) ? 1 : 0;
    const source = rng.pick(SOURCES);
    out.push({
      title: entry.title,
      publisher: isSys ? source : d.alias,
      isSys,
      webSource: isSys ? source : '企业自建',
      initSource: isSys ? source : d.companyName,
      publishDt,
      content: entry.content,
      url: '',
    });
  }
  return out.sort((a, b) => (a.publishDt < b.publishDt ? 1 : -1));
}
