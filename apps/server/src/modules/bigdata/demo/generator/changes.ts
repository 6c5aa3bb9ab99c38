/**
 * Change events (变更记录 and risk events) of a company over the last ten years of its life:
 * registered-capital increases for about 15 % of companies (a rare decrease), changes of legal
 * representative, shareholders, address and name, branches opened, financing rounds up to its
 * stage, court cases and administrative penalties, and the status change of a closed company.
 * Every chain of changes ends in the company's current state (the last capital increase ends at
 * its registered capital, the last representative is its legal representative…), and no event
 * lies before its founding or after its closing.
 */
import type { CompanyChange, RegStatusName, Shareholder } from '../../types';
import { formatDate, parseDate } from './calendar';
import type { Scale } from './financials';
import { personName } from './names';
import type { Rng } from './rng';

export interface ChangesInput {
  companyName: string;
  /** The name words of the company's industry (for an earlier name). */
  nameWords: readonly string[];
  legalEntityName: string;
  shareholders: readonly Shareholder[];
  regAddr: string;
  /** Another address in the company's county. */
  otherAddress: (rng: Rng) => string;
  /** 万元. */
  regCapital: number;
  scale: Scale;
  /** The listing day of a listed company. */
  listDate: string | undefined;
  financingStageTag: string;
  regStatusName: RegStatusName;
  closedOn: string | undefined;
  registrationAuthority: string;
  /** The county code (court numbers carry it). */
  regionCode: string;
  /** The city's full name (深圳市; a municipality's own name), for authorities. */
  cityName: string;
  /** Its short name (深圳): branches open elsewhere. */
  cityShort: string;
  esDt: string;
  /** The dataset's "today". */
  endDate: string;
}

const DAY = 86_400_000;
const WINDOW_YEARS = 10;

/** Registered capital as registries round it: whole 万元 below 100, tens below 10,000, hundreds above. */
function roundCapital(x: number): number {
  const step = x < 100 ? 1 : x < 10_000 ? 10 : 100;
  return Math.max(1, Math.round(x / step) * step);
}
const capitalText = (amount: number) => `${amount}万元人民币`;

const PROVINCE_ABBR: Record<string, string> = {
  '11': '京',
  '12': '津',
  '13': '冀',
  '14': '晋',
  '15': '蒙',
  '21': '辽',
  '22': '吉',
  '23': '黑',
  '31': '沪',
  '32': '苏',
  '33': '浙',
  '34': '皖',
  '35': '闽',
  '36': '赣',
  '37': '鲁',
  '41': '豫',
  '42': '鄂',
  '43': '湘',
  '44': '粤',
  '45': '桂',
  '46': '琼',
  '50': '渝',
  '51': '川',
  '52': '黔',
  '53': '云',
  '54': '藏',
  '61': '陕',
  '62': '甘',
  '63': '青',
  '64': '宁',
  '65': '新',
};
const CAUSES = [
  '买卖合同纠纷',
  '劳动争议',
  '借款合同纠纷',
  '建设工程施工合同纠纷',
  '租赁合同纠纷',
  '服务合同纠纷',
  '承揽合同纠纷',
  '股权转让纠纷',
  '侵害商标权纠纷',
];
const ROLES = ['原告', '被告', '被告', '第三人'];
const BRANCH_CITIES =
  '北京 上海 广州 深圳 杭州 南京 苏州 成都 武汉 西安 重庆 天津 长沙 郑州 合肥 青岛 厦门 宁波 济南 沈阳'.split(
    ' ',
  );
const ROUNDS_BY_STAGE: Record<string, readonly (readonly string[])[]> = {
  天使轮: [['天使轮']],
  A轮: [['A轮'], ['天使轮', 'A轮']],
  B轮: [
    ['A轮', 'B轮'],
    ['天使轮', 'A轮', 'B轮'],
  ],
  C轮及以后: [['A轮', 'B轮', 'C轮']],
  战略融资: [['战略融资'], ['A轮', '战略融资']],
};
const ROUND_AMOUNTS: Record<string, readonly string[]> = {
  天使轮: ['数百万元人民币', '近千万元人民币'],
  A轮: ['数千万元人民币', '近亿元人民币'],
  B轮: ['近亿元人民币', '数亿元人民币'],
  C轮: ['数亿元人民币', '超十亿元人民币'],
  战略融资: ['数千万元人民币', '数亿元人民币'],
};

type Penalty = { by: 'market' | 'env' | 'safety' | 'tax'; reason: string; fine: (rng: Rng) => string };
const PENALTIES: readonly Penalty[] = [
  { by: 'market', reason: '发布虚假广告', fine: (r) => `罚款${r.int(1, 20)}万元` },
  { by: 'market', reason: '销售不合格产品', fine: (r) => `没收违法所得并罚款${r.int(1, 30)}万元` },
  { by: 'env', reason: '未按规定取得排污许可证排放污染物', fine: (r) => `罚款${r.int(10, 50)}万元` },
  {
    by: 'safety',
    reason: '未按规定对从业人员进行安全生产教育和培训',
    fine: (r) => `罚款${r.int(1, 5)}万元`,
  },
  { by: 'tax', reason: '未按规定期限办理纳税申报', fine: (r) => `罚款${r.int(2, 20) * 100}元` },
];

export function generateChanges(rng: Rng, c: ChangesInput): CompanyChange[] {
  const lifeEnd = c.closedOn && c.closedOn < c.endDate ? c.closedOn : c.endDate;
  const from = Math.max(parseDate(c.esDt) + DAY, parseDate(c.endDate) - WINDOW_YEARS * 365 * DAY);
  const to = parseDate(lifeEnd);
  const out: CompanyChange[] = [];
  const closed = c.regStatusName === '注销' || c.regStatusName === '吊销';
  if (closed && c.closedOn && parseDate(c.closedOn) >= from) {
    out.push(
      event(
        c.closedOn,
        'status',
        '存续（在营、开业、在册）',
        c.regStatusName === '注销' ? '注销' : '吊销，未注销',
      ),
    );
  }
  if (to - from < 30 * DAY) return out;
  /** `n` days of the window, oldest first. */
  const days = (n: number) =>
    Array.from({ length: n }, () => from + Math.floor(rng.next() * ((to - from) / DAY)) * DAY)
      .sort((a, b) => a - b)
      .map(formatDate);

  // Registered capital: increases (the last one ends at today's capital), or a rare decrease.
  if (c.regCapital >= 2 && rng.chance(0.15)) {
    const dates = days(rng.weighted([1, 2, 3], [70, 22, 8]));
    let after = c.regCapital;
    const steps: CompanyChange[] = [];
    for (let i = dates.length - 1; i >= 0 && after >= 2; i--) {
      const factor = c.listDate ? rng.float(1.05, 1.6) : Math.exp(rng.float(Math.log(1.2), Math.log(5)));
      let before = roundCapital(after / factor);
      if (before >= after) before = Math.max(1, after - (after < 100 ? 1 : after < 10_000 ? 10 : 100));
      if (before >= after) break;
      steps.push(capital(dates[i] as string, before, after));
      after = before;
    }
    out.push(...steps.reverse());
  } else if (rng.chance(0.012)) {
    const before = roundCapital(c.regCapital * rng.float(1.5, 4));
    if (before > c.regCapital) out.push(capital(days(1)[0] as string, before, c.regCapital));
  }

  // Legal representative: the last change ends at the current one.
  if (rng.chance(0.18)) {
    let after = c.legalEntityName;
    for (const date of days(rng.chance(0.15) ? 2 : 1).reverse()) {
      const before = personName(rng);
      out.push(event(date, 'legalRep', before, after));
      after = before;
    }
  }

  // Shareholders: a holder replaced, or one who joined.
  if (c.shareholders.length && rng.chance(0.25)) {
    let after = c.shareholders.map((h) => h.holderEntityName);
    for (const date of days(rng.chance(0.2) ? 2 : 1).reverse()) {
      const before =
        after.length > 1 && rng.chance(0.5)
          ? after.slice(0, -1)
          : after.map((n, i) => (i === after.length - 1 ? personName(rng) : n));
      out.push(event(date, 'shareholder', before.join('、'), after.join('、')));
      after = before;
    }
  }

  if (rng.chance(0.2)) out.push(event(days(1)[0] as string, 'address', c.otherAddress(rng), c.regAddr));

  const earlier = earlierName(rng, c, { from, to }, () => days(1)[0] as string);
  if (earlier) out.push(event(earlier.date, 'name', earlier.name, c.companyName));

  // Branches in other cities.
  if (rng.chance(c.scale === '大型' || c.scale === '中型' ? 0.35 : 0.08)) {
    const cities = rng.sample(
      BRANCH_CITIES.filter((x) => x !== c.cityShort),
      rng.int(1, 3),
    );
    days(cities.length).forEach((date, i) =>
      out.push(event(date, 'branch', '', `${c.companyName}${cities[i]}分公司`)),
    );
  }

  // Financing rounds up to the company's stage.
  const rounds = ROUNDS_BY_STAGE[c.financingStageTag];
  if (rounds) {
    const chosen = rng.pick(rounds);
    days(chosen.length).forEach((date, i) => {
      const round = chosen[i] as string;
      out.push(
        event(date, 'financing', '', `${round}融资，金额${rng.pick(ROUND_AMOUNTS[round] ?? ['未披露'])}`),
      );
    });
  }

  // Court cases (more for a revoked company) and administrative penalties.
  const courtChance = c.regStatusName === '吊销' ? 0.3 : closed ? 0.1 : 0.06;
  if (rng.chance(courtChance)) {
    const abbr = PROVINCE_ABBR[c.regionCode.slice(0, 2)] ?? '';
    for (const date of days(rng.int(1, 3))) {
      const caseNo = `（${date.slice(0, 4)}）${abbr}${c.regionCode.slice(2)}民初${rng.int(100, 29_999)}号`;
      out.push(event(date, 'court', '', `${caseNo} ${rng.pick(CAUSES)}（${rng.pick(ROLES)}）`));
    }
  }
  if (rng.chance(c.regStatusName === '吊销' ? 0.4 : 0.03)) {
    const p = rng.pick(PENALTIES);
    const by = {
      market: c.registrationAuthority,
      env: `${c.cityName}生态环境局`,
      safety: `${c.cityName}应急管理局`,
      tax: `国家税务总局${c.cityName}税务局`,
    }[p.by];
    out.push(event(days(1)[0] as string, 'penalty', '', `${by}：${p.reason}，${p.fine(rng)}`));
  }

  return out.sort((a, b) => (a.changedOn < b.changedOn ? -1 : a.changedOn > b.changedOn ? 1 : 0));
}

/**
 * An earlier name: a listed company's before it became a 股份有限公司 (some years before listing),
 * or for a few others the same name with another word of its industry or legal form.
 */
function earlierName(
  rng: Rng,
  c: ChangesInput,
  window: { from: number; to: number },
  day: () => string,
): { date: string; name: string } | undefined {
  if (c.listDate) {
    const t = parseDate(c.listDate) - rng.int(200, 900) * DAY;
    if (t < window.from || t > window.to || !c.companyName.endsWith('股份有限公司')) return undefined;
    return { date: formatDate(t), name: c.companyName.replace(/股份有限公司$/, '有限公司') };
  }
  if (!rng.chance(0.05)) return undefined;
  const word = c.nameWords.find((w) => c.companyName.includes(w));
  const others = word ? c.nameWords.filter((w) => !w.includes(word) && !word.includes(w)) : [];
  let name: string | undefined;
  if (word && others.length) name = c.companyName.replace(word, rng.pick(others));
  else if (c.companyName.endsWith('有限责任公司')) name = c.companyName.replace(/有限责任公司$/, '有限公司');
  else if (!c.companyName.endsWith('股份有限公司')) name = c.companyName.replace(/有限公司$/, '有限责任公司');
  return name && name !== c.companyName ? { date: day(), name } : undefined;
}

function event(
  changedOn: string,
  kind: CompanyChange['kind'],
  beforeText: string,
  afterText: string,
): CompanyChange {
  return { changedOn, kind, beforeText, afterText, beforeAmount: null, afterAmount: null };
}

function capital(changedOn: string, before: number, after: number): CompanyChange {
  return {
    changedOn,
    kind: 'capital',
    beforeText: capitalText(before),
    afterText: capitalText(after),
    beforeAmount: before,
    afterAmount: after,
  };
}
