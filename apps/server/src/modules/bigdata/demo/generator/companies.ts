/**
 * One generated company with every field the enterprise features read. generateCompany is pure
 * apart from the dataset context it is given: the name and stock-code registries (uniqueness) and
 * a window of recently generated companies (company shareholders, controllers, related companies).
 */
import { mailAddress, mobileNumber, streetAddress } from './address';
import { addDays, formatDate, parseDate } from './calendar';
import { leavesForDivision, type ChainLeaf } from '../../reference';
import { pickChainLeaf } from './chains';
import { generateDynamics } from './dynamics';
import {
  employeeCount,
  generateCapability,
  generateEnergyLevel,
  generateFinancials,
  managementSize,
  type Scale,
} from './financials';
import { getDivision, sectionOfDivision, type IndustryDivision } from '../../reference';
import { divisionProfile, pickDivision } from './industries';
import { pickExchange, StockCodeRegistry, stockCode, exchangeName } from './listing';
import { composeCompanyName, NameRegistry, personName, pickBrand, regionWord, type LegalForm } from './names';
import type { RegionNames } from '../../reference';
import { pickCounty } from './regions';
import { createRng, type Rng } from './rng';
import { generateTagChanges, generateTags, isTechDivision } from './tags';
import { generatePatents, PatentNoRegistry } from './patents';
import { generateChanges } from './changes';
import type {
  Cancellation,
  Company,
  Controller,
  LayoutEntry,
  RegStatusCode,
  RegStatusName,
  RelatedCompany,
  Shareholder,
  StockListing,
} from '../../types';
import { buildUscc } from './uscc';

/** What later companies may link to: kept for the last RECENT_WINDOW companies only. */
export interface RecentEntry {
  companyId: string;
  name: string;
  alias: string;
  controller: Controller;
  chainCodes: readonly string[];
}

export const RECENT_WINDOW = 4096;

export class RecentCompanies {
  private readonly ring: RecentEntry[] = [];
  private next = 0;
  push(entry: RecentEntry): void {
    if (this.ring.length < RECENT_WINDOW) this.ring.push(entry);
    else this.ring[this.next] = entry;
    this.next = (this.next + 1) % RECENT_WINDOW;
  }
  get size(): number {
    return this.ring.length;
  }
  pick(rng: Rng): RecentEntry | undefined {
    return this.ring.length === 0 ? undefined : rng.pick(this.ring);
  }
}

export interface CompanyContext {
  seed: string;
  /** The dataset's "today" (YYYY-MM-DD): no date lies after it. */
  endDate: string;
  names: NameRegistry;
  /** Credit codes already given (the random organisation body collides within a busy region). */
  uscNos: NameRegistry;
  stockCodes: StockCodeRegistry;
  /** Patent application numbers already given. */
  patentNos: PatentNoRegistry;
  recent: RecentCompanies;
}

export function createCompanyContext(seed: string, endDate: string): CompanyContext {
  return {
    seed,
    endDate,
    names: new NameRegistry(),
    uscNos: new NameRegistry(),
    stockCodes: new StockCodeRegistry(),
    patentNos: new PatentNoRegistry(),
    recent: new RecentCompanies(),
  };
}

/** Stable id of the company at a position of the dataset. */
export function companyIdOf(index: number): string {
  return String(1_000_000_000 + index);
}

const STATUS: readonly [RegStatusName, RegStatusCode][] = [
  ['在营', '1'],
  ['存续', '2'],
  ['注销', '3'],
  ['吊销', '4'],
];
const STATUS_WEIGHTS = [90, 3, 4.5, 2.5];
const CANCEL_REASONS = [
  '决议解散',
  '经营期限届满',
  '因公司合并或分立需要解散',
  '股东会决议解散',
  '依法被宣告破产',
  '简易注销',
];
const REVOKE_REASONS = [
  '未依法报送年度报告',
  '成立后无正当理由超过六个月未开业',
  '开业后自行停业连续六个月以上',
  '提交虚假材料取得公司登记',
  '被责令关闭',
];

const round = (x: number, step: number): number => Math.max(step, Math.round(x / step) * step);
const logUniform = (rng: Rng, lo: number, hi: number): number =>
  Math.exp(rng.float(Math.log(lo), Math.log(hi)));

function registeredCapital(rng: Rng, scale: Scale): number {
  const [lo, hi] = { 微型: [10, 200], 小型: [100, 2000], 中型: [1000, 20000], 大型: [10000, 1000000] }[
    scale
  ] as [number, number];
  const v = logUniform(rng, lo, hi);
  return v < 100 ? round(v, 1) : v < 10000 ? round(v, 10) : round(v, 100);
}

interface Industry {
  division: IndustryDivision;
  leaves: ChainLeaf[];
  fromChain: boolean;
}

/** About a third of companies start from a chain node (so chain maps fill up); the rest from a division. */
function pickIndustry(rng: Rng): Industry {
  if (rng.chance(0.35)) {
    const leaf = pickChainLeaf(rng);
    const division = getDivision(rng.pick(leaf.node.divisions)) as IndustryDivision;
    const leaves = [leaf];
    const more = leavesForDivision(division.code).filter((l) => l.node.code !== leaf.node.code);
    if (more.length > 0 && rng.chance(0.25)) leaves.push(rng.pick(more));
    return { division, leaves, fromChain: true };
  }
  const division = pickDivision(rng);
  const candidates = leavesForDivision(division.code);
  const leaves = candidates.length > 0 && rng.chance(0.3) ? rng.sample(candidates, rng.int(1, 2)) : [];
  return { division, leaves, fromChain: false };
}

function pickName(
  rng: Rng,
  ctx: CompanyContext,
  region: RegionNames,
  words: readonly string[],
  legalForm: LegalForm,
): { name: string; alias: string } {
  for (let attempt = 0; ; attempt++) {
    // After many clashes a three-character brand widens the space (never needed below a few million).
    const brand = attempt < 30 ? pickBrand(rng) : pickBrand(rng) + pickBrand(rng).slice(0, 1);
    const industryWord = rng.chance(0.6) ? (words[0] as string) : rng.pick(words);
    const n = composeCompanyName(rng, { region, brand, industryWord, legalForm });
    if (ctx.names.claim(n.name)) return n;
  }
}

function dateInRange(rng: Rng, from: string, to: string): string {
  const a = parseDate(from);
  const b = parseDate(to);
  if (b <= a) return from;
  return formatDate(a + Math.floor(rng.next() * ((b - a) / 86_400_000 + 1)) * 86_400_000);
}

function splitRatios(rng: Rng, n: number, total: number): number[] {
  const raw = Array.from({ length: n }, () => Math.exp(rng.gaussian(0, 1)));
  raw.sort((a, b) => b - a);
  const sum = raw.reduce((s, x) => s + x, 0);
  const out = raw.map((x) => Math.round((x / sum) * total * 100) / 100);
  const diff = Math.round((total - out.reduce((s, x) => s + x, 0)) * 100) / 100;
  out[0] = Math.round(((out[0] as number) + diff) * 100) / 100;
  return out;
}

/** The Rng of the company at an index (its fork 'founding' gives the founding date). */
export function companyRng(seed: string, index: number): Rng {
  return createRng(`${seed}/company/${index}`);
}

/**
 * Founding date from the company's own Rng through a fork, so other generators (organisations)
 * can know it without generating the company. Most companies are young; none before 1988.
 */
export function foundingDate(rng: Rng, endDate: string): string {
  const r = rng.fork('founding');
  const endYear = Number(endDate.slice(0, 4));
  const foundedYear = Math.max(1988, endYear - Math.floor(Math.abs(r.gaussian(0, 8))));
  const lastDay = addDays(endDate, -30);
  return dateInRange(
    r,
    `${foundedYear}-01-01`,
    lastDay < `${foundedYear}-12-31` ? lastDay : `${foundedYear}-12-31`,
  );
}

export function generateCompany(rng: Rng, index: number, ctx: CompanyContext): Company {
  const companyId = companyIdOf(index);
  const endYear = Number(ctx.endDate.slice(0, 4));
  const region = pickCounty(rng);
  const county = region.county;
  if (!county) throw new Error('pickCounty returned no county');
  const industry = pickIndustry(rng);
  const division = industry.division;
  const section = sectionOfDivision(division.code);
  const profile = divisionProfile(division.code);
  const chainWords = industry.leaves.flatMap((l) => l.chain.nameWords);

  const esDt = foundingDate(rng, ctx.endDate);
  const ageYears = (parseDate(ctx.endDate) - parseDate(esDt)) / (365.25 * 86_400_000);

  let [regStatusName, regStatusCode] = rng.weighted(STATUS, STATUS_WEIGHTS);
  if (ageYears < 1) [regStatusName, regStatusCode] = ['在营', '1'];
  const operating = regStatusName === '在营' || regStatusName === '存续';

  let scale = rng.weighted<Scale>(['微型', '小型', '中型', '大型'], [55, 32, 10, 3]);
  let isListed = operating && ageYears >= 8 && rng.chance(0.11);
  const exchange = isListed ? pickExchange(rng) : undefined;
  let code: string | undefined;
  if (exchange) {
    for (let i = 0; i < 10 && !code; i++) {
      const c = stockCode(rng, exchange);
      if (ctx.stockCodes.claim(c)) code = c;
    }
    if (!code) isListed = false; // the board's code space is used up at this dataset size
  }
  if (isListed) scale = rng.chance(0.7) ? '大型' : '中型';

  const legalForm: LegalForm = isListed
    ? '股份有限公司'
    : scale === '大型'
      ? rng.weighted<LegalForm>(['集团有限公司', '股份有限公司', '有限公司'], [30, 30, 40])
      : rng.weighted<LegalForm>(['有限公司', '有限责任公司', '股份有限公司'], [70, 20, 10]);
  const words = industry.fromChain && rng.chance(0.6) ? chainWords : profile.nameWords;
  const { name: companyName, alias } = pickName(rng, ctx, region, words, legalForm);

  // Registration authority and the region code inside the USCC.
  const level = rng.weighted(['county', 'city', 'province'], isListed ? [30, 30, 40] : [80, 17, 3]);
  const municipality = ['11', '12', '31', '50'].includes(region.province.code.slice(0, 2));
  const countyLabel = county.name === region.city.name ? '' : county.name;
  const authority =
    level === 'province'
      ? `${region.province.name}市场监督管理局`
      : level === 'city' || !countyLabel
        ? `${municipality ? region.province.name : region.city.name}市场监督管理局`
        : countyLabel.endsWith('区')
          ? `${municipality ? region.province.name : region.city.name}${countyLabel}市场监督管理局` // 广州市荔湾区…
          : `${countyLabel}市场监督管理局`; // 壶关县…, 海阳市…
  const uscRegion =
    level === 'province' ? region.province.code : level === 'city' ? region.city.code : county.code;
  let uscNo = buildUscc({ kind: '91', regionCode: uscRegion }, rng);
  while (!ctx.uscNos.claim(uscNo)) uscNo = buildUscc({ kind: '91', regionCode: uscRegion }, rng);

  // A listed company's registered capital is its share capital (one 元 per share, at least 8,000万 shares).
  const regCapital = isListed
    ? Math.max(registeredCapital(rng, scale), round(logUniform(rng, 8000, 60000), 100))
    : registeredCapital(rng, scale);
  const employees = employeeCount(rng, scale);

  // Shareholders: people or earlier companies of this dataset.
  const holderCount = isListed ? rng.int(6, 10) : rng.weighted([1, 2, 3, 4, 5], [25, 35, 20, 12, 8]);
  const ratios = splitRatios(rng, holderCount, isListed ? Math.round(rng.float(40, 75) * 100) / 100 : 100);
  const majorShareholders: Shareholder[] = [];
  const holderControllers: (Controller | undefined)[] = [];
  const related: RelatedCompany[] = [];
  for (let k = 0; k < holderCount; k++) {
    const ratio = ratios[k] as number;
    const parent = rng.chance(isListed ? 0.5 : 0.2) ? ctx.recent.pick(rng) : undefined;
    if (parent && !majorShareholders.some((h) => h.holderEntityId === parent.companyId)) {
      majorShareholders.push({
        holderEntityId: parent.companyId,
        holderEntityType: '2',
        holderEntityName: parent.name,
        ratio,
        subscribedCapital: Math.round(regCapital * ratio) / 100,
      });
      holderControllers.push(parent.controller);
      related.push({ companyId: parent.companyId, companyName: parent.name, relation: '股东' });
    } else {
      majorShareholders.push({
        holderEntityId: `${companyId}-P${k + 1}`,
        holderEntityType: '1',
        holderEntityName: personName(rng),
        ratio,
        subscribedCapital: Math.round(regCapital * ratio) / 100,
      });
      holderControllers.push(undefined);
    }
  }
  const top = majorShareholders[0] as Shareholder;
  const realityControllingPerson: Controller = holderControllers[0] ?? {
    name: top.holderEntityName,
    type: '1',
    id: top.holderEntityId,
  };
  const firstPerson = majorShareholders.find((h) => h.holderEntityType === '1');
  const legalEntityName = firstPerson && rng.chance(0.8) ? firstPerson.holderEntityName : personName(rng);

  const layout: LayoutEntry[] = industry.leaves.map((l) => ({
    industryCode: l.node.code,
    industryName: l.node.name,
    chainCode: l.chain.code,
    chainName: l.chain.name,
  }));
  const chainCodes = [...new Set(layout.map((l) => l.chainCode))];
  for (let i = 0; i < 4 && related.length < 3; i++) {
    const other = ctx.recent.pick(rng);
    if (!other || related.some((r) => r.companyId === other.companyId)) continue;
    const sameChain = other.chainCodes.some((c) => chainCodes.includes(c));
    if (sameChain || rng.chance(0.3)) {
      related.push({
        companyId: other.companyId,
        companyName: other.name,
        relation: sameChain ? '同产业链' : '合作伙伴',
      });
    }
  }

  let cancellation: Cancellation | null = null;
  if (!operating) {
    const from = addDays(esDt, 365) < ctx.endDate ? addDays(esDt, 365) : esDt;
    cancellation = {
      date: dateInRange(rng, from, ctx.endDate),
      reason: rng.pick(regStatusName === '注销' ? CANCEL_REASONS : REVOKE_REASONS),
    };
  }
  const lastActiveYear = cancellation ? Number(cancellation.date.slice(0, 4)) - 1 : endYear - 1;

  const rdIntensity = isTechDivision(division.code) ? rng.float(0.03, 0.15) : rng.float(0, 0.02);
  const financials = generateFinancials(rng, {
    scale,
    foundedYear: Number(esDt.slice(0, 4)),
    lastYear: Math.max(lastActiveYear, Number(esDt.slice(0, 4))),
    years: 5,
    rdIntensity,
    employees,
  });

  const tags = generateTags(rng, {
    division: division.code,
    divisionName: division.name,
    sectionName: section?.name ?? '',
    scope: profile.scope,
    leaves: industry.leaves,
    scale,
    provinceCode: region.province.code,
    isListed,
  });
  const tagChanges = generateTagChanges(rng, tags, esDt, cancellation?.date ?? ctx.endDate);
  for (const l of layout) {
    tagChanges.push({
      date: dateInRange(rng, esDt, cancellation?.date ?? ctx.endDate),
      changeTagCode: 'industrLayoutList',
      action: 'add',
      tagName: JSON.stringify([{ industryName: l.industryName, industryCode: l.industryCode }]),
    });
  }
  tagChanges.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const capability = generateCapability(rng, {
    scale,
    ageYears,
    isListed,
    qualificationCount: tags.qualificationTags.length,
    rdIntensity,
    operating,
    divisionName: division.name,
    provinceName: region.province.name,
  });
  const energyLevelInfo = generateEnergyLevel(rng, capability.totalScore);

  const stockInfoList: StockListing[] = [];
  if (isListed && exchange && code) {
    const klineFrom = addDays(ctx.endDate, -(5 * 366 + 14));
    const listDate = dateInRange(rng, addDays(esDt, 3 * 365), klineFrom);
    const totalShares = regCapital * 10000;
    const floatShares = round(
      totalShares * (exchange === 'BSE' ? rng.float(0.3, 0.7) : rng.float(0.6, 1)),
      100,
    );
    stockInfoList.push({
      stockTypeName: 'A股',
      stockName: alias.slice(0, 4),
      stockCode: code,
      exchange,
      exchangeName: exchangeName(exchange),
      listDate,
      totalShares,
      floatShares,
      kline: {
        seed: `${ctx.seed}/kline/${companyId}`,
        from: klineFrom,
        stockCode: code,
        startPrice: Math.round(logUniform(rng, 4, 80) * 100) / 100,
        floatShares,
        volatility: rng.float(0.015, 0.035),
        annualDrift: rng.gaussian(0.03, 0.08),
      },
    });
  }

  const financingStageTag = isListed
    ? '已上市'
    : rng.weighted(['未融资', '天使轮', 'A轮', 'B轮', 'C轮及以后', '战略融资'], [75, 8, 8, 4, 2, 3]);
  const partner = related.find((r) => r.relation !== '股东');
  const dynamics = generateDynamics(
    rng,
    {
      alias,
      companyName,
      provinceShort: region.province.shortName,
      cityShort: regionWord(region, 'city'),
      products: tags.serviceAndProductTags,
      qualificationTags: tags.qualificationTags,
      partnerAlias: partner?.companyName,
      financingRound:
        financingStageTag === '未融资' || isListed ? undefined : financingStageTag.replace('及以后', ''),
      isListed,
      esDt,
      endDate: cancellation?.date ?? ctx.endDate,
    },
    rng.int(operating ? 2 : 0, operating ? 8 : 2),
  );

  const regAddr = streetAddress(rng, region);
  const typeTag = rng.weighted(['民营企业', '国有企业', '外资企业', '港澳台企业'], [82, 9, 5, 4]);
  const capitalType = typeTag === '外资企业' ? '外资' : typeTag === '港澳台企业' ? '港澳台' : '内资';
  const enqaTypeName =
    legalForm === '股份有限公司'
      ? `股份有限公司（${isListed ? '上市' : '非上市'}、${typeTag === '国有企业' ? '国有控股' : '自然人投资或控股'}）`
      : typeTag === '国有企业'
        ? '有限责任公司（国有控股）'
        : typeTag === '外资企业'
          ? '有限责任公司（外商投资企业法人独资）'
          : typeTag === '港澳台企业'
            ? '有限责任公司（港澳台法人独资）'
            : holderCount === 1
              ? '有限责任公司（自然人独资）'
              : '有限责任公司（自然人投资或控股）';
  const cityWord = regionWord(region, 'city');
  const mainLeaf = industry.leaves[0];
  const scope = [
    ...profile.scope.slice(0, rng.int(2, profile.scope.length)),
    '技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广',
  ];
  if (rng.chance(0.5)) scope.push('货物进出口');

  // Patents and change events draw from forks of the company's Rng, so the fields above stay as
  // they were before these existed.
  const patents = generatePatents(rng.fork('patents'), {
    division: division.code,
    leaves: industry.leaves,
    qualificationTags: tags.qualificationTags,
    techFieldTags: tags.techFieldTags,
    scale,
    companyName,
    esDt,
    closedOn: cancellation?.date,
    endDate: ctx.endDate,
    registry: ctx.patentNos,
  });
  const changes = generateChanges(rng.fork('changes'), {
    companyName,
    nameWords: words,
    legalEntityName,
    shareholders: majorShareholders,
    regAddr,
    otherAddress: (r) => streetAddress(r, region),
    regCapital,
    scale,
    listDate: stockInfoList[0]?.listDate,
    financingStageTag,
    regStatusName,
    closedOn: cancellation?.date,
    registrationAuthority: authority,
    regionCode: county.code,
    cityName: municipality
      ? region.province.name
      : region.city.name.includes('直辖')
        ? county.name
        : region.city.name,
    cityShort: cityWord,
    esDt,
    endDate: ctx.endDate,
  });

  const company: Company = {
    index,
    companyId,
    companyName,
    companyNameAlias: alias,
    logoPath: null,
    regStatusCode,
    regStatusName,
    cancellation,
    uscNo,
    legalEntityName,
    regCapital,
    regCapitalCurrency: '人民币',
    esDt,
    registrationAuthority: authority,
    regAddr,
    operateAddr: rng.chance(0.8) ? regAddr : streetAddress(rng, region),
    businessScope: `一般项目：${scope.join('；')}。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）`,
    phone: mobileNumber(rng),
    email: mailAddress(rng),
    regionCode: county.code,
    provinceName: region.province.name,
    cityName: region.city.name,
    countyName: county.name,
    area: `${region.province.name}${municipality ? '' : region.city.name}${countyLabel}`.replace(
      /省直辖县级行政区划|自治区直辖县级行政区划/,
      '',
    ),
    industrySectionCode: section?.code ?? '',
    industrySectionName: section?.name ?? '',
    industryDivisionCode: division.code,
    industryDivisionName: division.name,
    companyScaleTag: scale,
    companyTypeTag: typeTag,
    financingStageTag,
    enqaTypeName,
    qualificationType: scale === '微型' ? '小规模纳税人' : '一般纳税人',
    listTitle: isListed ? `${exchangeName(exchange as 'SSE')}上市公司` : '',
    enterpriseLevel: capability.level,
    capitalType,
    managementSize: managementSize(employees),
    employees,
    investAmt: rng.chance(0.2) ? round(regCapital * rng.float(0.1, 0.8), 1) : 0,
    investCnt: 0,
    descr:
      `${companyName}成立于${esDt.slice(0, 4)}年，注册资本${regCapital}万元人民币，位于${cityWord}，` +
      `主要从事${profile.scope[0]}等业务${mainLeaf ? `，是${mainLeaf.chain.name}产业链${mainLeaf.node.name}环节企业` : ''}。`,
    expansionTag: ageYears < 3 ? '初创期' : ageYears < 8 ? '成长期' : scale === '大型' ? '成熟期' : '扩张期',
    highlight:
      tags.qualificationTags[0] ??
      (mainLeaf ? `${mainLeaf.chain.name}·${mainLeaf.node.name}` : division.name),
    ...tags,
    tagChanges,
    industrLayoutList: layout,
    isListed,
    stockInfoList,
    majorShareholders,
    realityControllingPerson,
    relatedCompany: related,
    financials,
    capability,
    energyLevelInfo,
    dynamics,
    patents,
    changes,
  };
  company.investCnt = company.investAmt > 0 ? rng.int(1, 6) : 0;

  ctx.recent.push({ companyId, name: companyName, alias, controller: realityControllingPerson, chainCodes });
  return company;
}
