import { chains, provinces, regionChildren } from '../../bigdata';
import { createRng, type Rng } from '../../../lib/seeded-rng';
import type { PolicyLevelColumn, PolicyMeasureJson } from '../../../db/schema/policies';
import type { NewPolicy } from '../repo';

/** Names of a region code, from the region dictionary (passed in, so the generator stays pure). */
export interface RegionNamer {
  province(code: string): string;
  city(code: string): string;
  county(code: string): string;
}

const LEVELS: PolicyLevelColumn[] = ['national', 'province', 'city', 'county'];
const LEVEL_WEIGHTS = [0.15, 0.35, 0.35, 0.15];
/** Provinces the demo favours (the demo organisations are in 浙江; the others are busy regions). */
const FAVOURED = ['330000', '320000', '440000', '310000', '110000'];
const YEARS = [2021, 2022, 2023, 2024, 2025, 2026];

const NATIONAL_ISSUERS = [
  '国务院办公厅',
  '工业和信息化部',
  '国家发展改革委',
  '科学技术部',
  '财政部',
  '商务部',
  '国家市场监督管理总局',
];
const PROVINCE_ISSUERS = [
  '人民政府',
  '人民政府办公厅',
  '经济和信息化厅',
  '科学技术厅',
  '发展和改革委员会',
  '商务厅',
];
const CITY_ISSUERS = [
  '人民政府',
  '人民政府办公室',
  '经济和信息化局',
  '科学技术局',
  '发展和改革委员会',
  '商务局',
];
const COUNTY_ISSUERS = ['人民政府', '人民政府办公室', '经济和信息化局', '科技局', '发展和改革局'];

type ChainTitle = (chain: string, place: string, year: number) => string;
const CHAIN_TITLES: ChainTitle[] = [
  (c) => `关于加快${c}产业高质量发展的若干措施`,
  (c, p) => `${p}促进${c}产业集群发展的实施意见`,
  (c, p, y) => `${p}${c}产业发展三年行动计划（${y}—${y + 2}年）`,
  (c) => `关于支持${c}产业链补链强链延链的若干政策`,
  (c, p) => `${p}关于推动${c}产业创新发展的政策措施`,
  (c) => `关于培育壮大${c}产业的实施方案`,
];
const NATIONAL_CHAIN_TITLES: ChainTitle[] = [
  (c) => `关于推动${c}产业高质量发展的指导意见`,
  (c, _p, y) => `${c}产业发展规划（${y}—${y + 4}年）`,
  (c) => `关于加快${c}产业链供应链现代化建设的通知`,
];
const GENERAL_TITLES = [
  '关于促进中小企业专精特新发展的若干措施',
  '关于支持企业加大研发投入的实施办法',
  '关于进一步优化营商环境支持民营经济发展的若干意见',
  '关于鼓励企业上市挂牌的扶持办法',
  '关于加快制造业数字化转型的若干政策',
  '关于支持高新技术企业发展的若干措施',
  '关于实施制造业技术改造提升工程的意见',
];

type MeasureMaker = (rng: Rng, chain: string, scale: number) => PolicyMeasureJson;
const sum = (rng: Rng, base: readonly number[], scale: number) =>
  Math.max(5, Math.round((rng.pick(base) * scale) / 5) * 5);
const MEASURES: MeasureMaker[] = [
  (rng, _c, k) => {
    const a = sum(rng, [50, 100, 200], k);
    return {
      title: '专精特新企业奖励',
      content: `对新认定的国家级专精特新“小巨人”企业给予一次性奖励${a}万元，对新认定的省级专精特新中小企业给予一次性奖励${Math.max(5, Math.round(a / 4))}万元。`,
      amount: a,
    };
  },
  (rng, _c, k) => {
    const a = sum(rng, [100, 200, 500], k);
    return {
      title: '研发投入补助',
      content: `对年度研发费用超过${rng.pick([500, 1000, 2000])}万元且增长的企业，按研发投入增量的${rng.pick([10, 15, 20])}%给予补助，单个企业每年最高${a}万元。`,
      amount: a,
    };
  },
  (rng, c, k) => {
    const a = sum(rng, [300, 500, 1000], k);
    return {
      title: '技术改造补助',
      content: `对${c}领域设备投资额超过${rng.pick([1000, 2000, 5000])}万元的技术改造项目，按设备投资额的${rng.pick([8, 10, 12])}%给予补助，单个项目最高${a}万元。`,
      amount: a,
    };
  },
  (rng, c, k) => {
    const a = sum(rng, [200, 300, 500], k);
    return {
      title: '首台（套）产品奖励',
      content: `对经认定的${c}领域首台（套）重大技术装备、首批次新材料、首版次软件，按单台（套）销售额的${rng.pick([10, 15, 20])}%给予奖励，最高${a}万元。`,
      amount: a,
    };
  },
  (rng, _c, k) => {
    const a = sum(rng, [500, 1000, 2000], k);
    return {
      title: '高层次人才团队资助',
      content: `对引进的国际一流、国内顶尖的高层次人才创新创业团队，经评审给予最高${a}万元项目资助，并在住房、子女入学、医疗保健等方面提供便利。`,
      amount: a,
    };
  },
  (rng, c, k) => {
    const a = sum(rng, [100, 200, 300], k);
    return {
      title: '贷款贴息',
      content: `对企业用于${c}项目建设的银行贷款，按贷款市场报价利率（LPR）的50%给予贴息，单个企业每年贴息最高${a}万元，贴息期限不超过3年。`,
      amount: a,
    };
  },
  (rng, _c, k) => {
    const a = sum(rng, [300, 500, 1000], k);
    return {
      title: '企业上市奖励',
      content: `对在境内外证券交易所首发上市的企业，分阶段给予累计${a}万元奖励；对在新三板挂牌的企业给予一次性奖励${Math.max(5, Math.round(a / 5))}万元。`,
      amount: a,
    };
  },
  (rng, _c, k) => {
    const a = sum(rng, [20, 30, 50], k);
    return {
      title: '高新技术企业认定奖励',
      content: `对首次认定的高新技术企业给予一次性奖励${a}万元，对重新认定的给予${Math.max(5, Math.round(a / 2))}万元。`,
      amount: a,
    };
  },
  (rng, c, k) => {
    const a = sum(rng, [500, 1000, 3000], k);
    return {
      title: '创新平台建设支持',
      content: `对新获批的国家级制造业创新中心、重点实验室、企业技术中心等${c}领域创新平台，给予最高${a}万元支持。`,
      amount: a,
    };
  },
  (_rng, c) => ({
    title: '用地保障',
    content: `优先保障${c}重点项目用地指标，工业用地出让起始价可按不低于所在地土地等级对应工业用地基准地价的70%确定。`,
    amount: null,
  }),
  (_rng, c) => ({
    title: '应用场景开放',
    content: `定期发布${c}应用场景清单和产品推荐目录，支持企业产品在政务服务、城市治理、重点行业等领域示范应用。`,
    amount: null,
  }),
  () => ({
    title: '优化审批服务',
    content: '对重大产业项目实行“一事一议”和专班服务，推行容缺受理、并联审批，压缩项目审批时限。',
    amount: null,
  }),
];
/** Sums grow with the issuer: a county's reward is smaller than a province's. */
const SCALE: Record<PolicyLevelColumn, number> = { national: 1.5, province: 1, city: 0.6, county: 0.3 };

const pad = (n: number) => String(n).padStart(2, '0');
const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

interface Place {
  code: string;
  name: string;
  issuerPrefix: string;
}

function pickProvince(rng: Rng) {
  if (rng.chance(0.45)) {
    const code = rng.pick(FAVOURED);
    return provinces.find((p) => p.code === code) ?? rng.pick(provinces);
  }
  return rng.pick(provinces);
}

/** A region of the level: a province, a city of one, or a county of a city, by its code. */
function pickPlace(rng: Rng, level: PolicyLevelColumn, names: RegionNamer): Place | null {
  if (level === 'national') return { code: '', name: '', issuerPrefix: '' };
  const province = pickProvince(rng);
  if (level === 'province') return { code: province.code, name: province.name, issuerPrefix: province.name };
  const cities = regionChildren(province.code);
  if (!cities.length) return null;
  const city = rng.pick(cities);
  const cityName = names.city(city);
  // A municipality's only "city" is its 市辖区: its city policies are the municipality's districts'.
  const municipal = !cityName || cityName.includes('辖');
  if (level === 'city' && !municipal) return { code: city, name: cityName, issuerPrefix: cityName };
  const counties = regionChildren(city).filter((c) => names.county(c) && !names.county(c).includes('辖'));
  if (!counties.length) return null;
  const county = rng.pick(counties);
  const countyName = names.county(county);
  return {
    code: county,
    name: countyName,
    issuerPrefix: municipal ? `${province.name}${countyName}` : countyName,
  };
}

function issuerOf(rng: Rng, level: PolicyLevelColumn, place: Place): string {
  if (level === 'national') return rng.pick(NATIONAL_ISSUERS);
  const offices = level === 'province' ? PROVINCE_ISSUERS : level === 'city' ? CITY_ISSUERS : COUNTY_ISSUERS;
  return `${place.issuerPrefix}${rng.pick(offices)}`;
}

function paragraphsOf(
  p: {
    title: string;
    issuer: string;
    place: string;
    chain: string;
    issuedOn: string;
    expiresOn: string | null;
  },
  measures: readonly PolicyMeasureJson[],
): string[] {
  const subject = p.chain ? `${p.chain}产业` : '实体经济和中小企业';
  const where = p.place || '全国';
  const out = [
    `为深入贯彻落实党中央、国务院关于推动制造业高质量发展的决策部署，加快建设现代化产业体系，推动${where}${subject}做大做强，结合${p.place || '当前工作'}实际，制定本${p.title.includes('意见') ? '意见' : '措施'}。`,
    `一、总体要求。坚持创新驱动、集群发展、开放合作，聚焦${subject}关键环节，着力补短板、锻长板，力争到${Number(p.issuedOn.slice(0, 4)) + 3}年，${subject}规模和创新能力显著提升，培育一批具有核心竞争力的领军企业和专精特新企业。`,
    `二、支持措施。`,
    ...measures.map((m, i) => `（${NUMERALS[i] ?? i + 1}）${m.title}。${m.content}`),
    `三、保障措施。建立${subject}发展工作专班，加强部门协同和要素保障；各项扶持资金由同级财政统筹安排，符合条件的企业按程序申报，同一项目同类政策按“从高不重复”原则执行。`,
    `四、附则。本${p.title.includes('意见') ? '意见' : '措施'}自${p.issuedOn.slice(0, 4)}年${Number(p.issuedOn.slice(5, 7))}月${Number(p.issuedOn.slice(8, 10))}日起施行${
      p.expiresOn
        ? `，有效期至${p.expiresOn.slice(0, 4)}年${Number(p.expiresOn.slice(5, 7))}月${Number(p.expiresOn.slice(8, 10))}日`
        : ''
    }，由${p.issuer}负责解释。`,
  ];
  return out;
}

/**
 * `count` policies of the demo library, the same every time: a level (national, province, city,
 * county) and a real region of it, an issuing body, a chain of the catalogue (or none: a policy for
 * every industry), an issue day in the last six years, an end day or none, and 3–6 measures.
 */
export function generatePolicies(count: number, names: RegionNamer): NewPolicy[] {
  const rng = createRng('policies');
  const out: NewPolicy[] = [];
  while (out.length < count) {
    const level = rng.weighted(LEVELS, LEVEL_WEIGHTS);
    const place = pickPlace(rng, level, names);
    if (!place) continue;
    const general = rng.chance(0.25);
    const chainList = general ? [] : rng.sample(chains, rng.chance(0.8) ? 1 : 2);
    const chainName = chainList[0]?.name ?? '';
    const year = rng.pick(YEARS);
    const month = year === 2026 ? rng.int(1, 10) : rng.int(1, 12);
    const issuedOn = `${year}-${pad(month)}-${pad(rng.int(1, 28))}`;
    const expiresOn = rng.chance(0.3)
      ? null
      : `${year + rng.pick([2, 3, 5])}-${pad(month)}-${pad(Math.min(28, rng.int(1, 28)))}`;
    const titles = level === 'national' ? NATIONAL_CHAIN_TITLES : CHAIN_TITLES;
    const title = general
      ? `${place.name}${rng.pick(GENERAL_TITLES)}`
      : rng.pick(titles)(chainName, place.name, year);
    const issuer = issuerOf(rng, level, place);
    const makers = rng.sample(MEASURES, rng.int(3, 6));
    const measures = makers.map((m) => m(rng, chainName || '重点产业', SCALE[level]));
    out.push({
      title,
      issuer,
      level,
      region_code: place.code,
      chain_codes: chainList.map((c) => c.code),
      issued_on: issuedOn,
      expires_on: expiresOn,
      paragraphs: paragraphsOf(
        { title, issuer, place: place.name, chain: chainName, issuedOn, expiresOn },
        measures,
      ),
      measures,
    });
  }
  return out;
}
