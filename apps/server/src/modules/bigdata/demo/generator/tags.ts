/** Qualification, industry, technology, product and circle tags, and their dated history. */
import { addDays, formatDate, parseDate } from './calendar';
import type { ChainLeaf } from '../../reference';
import type { Scale } from './financials';
import type { Rng } from './rng';
import type { TagChange } from '../../types';

export const QUALIFICATION_TAGS = [
  '高新技术企业',
  '科技型中小企业',
  '专精特新中小企业',
  '专精特新“小巨人”企业',
  '创新型中小企业',
  '瞪羚企业',
  '独角兽企业',
  '企业技术中心',
  '制造业单项冠军企业',
] as const;

/** Divisions whose companies often carry technology qualifications. */
const TECH_DIVISIONS = new Set([
  '26',
  '27',
  '34',
  '35',
  '36',
  '37',
  '38',
  '39',
  '40',
  '63',
  '64',
  '65',
  '73',
  '74',
  '75',
]);
const MANUFACTURING = (division: string): boolean => Number(division) >= 13 && Number(division) <= 43;

export function isTechDivision(division: string): boolean {
  return TECH_DIVISIONS.has(division);
}

/** Technology field tags per division (and per chain for chain companies). */
const TECH_BY_DIVISION: Record<string, string[]> = {
  '26': ['新材料', '精细化工', '电子化学品'],
  '27': ['生物技术', '创新药', '医疗器械'],
  '30': ['新材料', '先进陶瓷'],
  '32': ['新材料', '有色金属新材料'],
  '34': ['智能制造', '工业机器人', '高端装备'],
  '35': ['高端装备', '智能制造', '医疗器械'],
  '36': ['新能源汽车', '智能网联汽车'],
  '37': ['航空航天', '轨道交通装备'],
  '38': ['新能源', '储能技术', '电力电子'],
  '39': ['集成电路', '物联网', '5G通信', '新型显示'],
  '40': ['智能传感', '精密测量'],
  '44': ['新能源', '智能电网'],
  '63': ['5G通信', '卫星互联网'],
  '64': ['云计算', '大数据', '互联网平台'],
  '65': ['人工智能', '大数据', '云计算', '工业互联网', '信息安全'],
  '73': ['生物技术', '新材料'],
  '74': ['检验检测', '工程技术'],
  '75': ['技术转移', '科技服务'],
  '77': ['节能环保', '环境治理'],
};
const CHAIN_TECH: Record<string, string[]> = {
  IC: ['集成电路', '半导体'],
  NEV: ['新能源汽车', '动力电池'],
  BIO: ['生物医药', '生物技术'],
  PV: ['光伏', '新能源'],
  AI: ['人工智能', '机器学习'],
  ROB: ['工业机器人', '智能制造'],
};

const CIRCLES: Record<string, string> = {
  '11': '京津冀',
  '12': '京津冀',
  '13': '京津冀',
  '31': '长三角',
  '32': '长三角',
  '33': '长三角',
  '34': '长三角',
  '44': '粤港澳大湾区',
  '50': '成渝地区双城经济圈',
  '51': '成渝地区双城经济圈',
  '42': '长江中游城市群',
  '43': '长江中游城市群',
  '36': '长江中游城市群',
  '35': '海峡西岸经济区',
  '37': '黄河流域',
  '41': '黄河流域',
  '61': '黄河流域',
};

export interface TagSet {
  qualificationTags: string[];
  industryFieldTags: string[];
  techFieldTags: string[];
  serviceAndProductTags: string[];
  circlesTags: string[];
}

export function generateTags(
  rng: Rng,
  opts: {
    division: string;
    divisionName: string;
    sectionName: string;
    scope: readonly string[];
    leaves: readonly ChainLeaf[];
    scale: Scale;
    provinceCode: string;
    isListed: boolean;
  },
): TagSet {
  const tech = isTechDivision(opts.division);
  const q: string[] = [];
  const boost = opts.scale === '微型' ? 0.3 : opts.scale === '小型' ? 1 : 1.6;
  if (tech && rng.chance(0.35 * boost)) q.push('高新技术企业');
  if (tech && opts.scale !== '大型' && rng.chance(0.3)) q.push('科技型中小企业');
  if ((tech || MANUFACTURING(opts.division)) && opts.scale !== '大型' && rng.chance(0.08 * boost)) {
    q.push(rng.chance(0.25) ? '专精特新“小巨人”企业' : '专精特新中小企业');
  }
  if (opts.scale !== '大型' && rng.chance(0.06 * boost)) q.push('创新型中小企业');
  if (tech && rng.chance(0.03 * boost)) q.push('瞪羚企业');
  if (tech && !opts.isListed && opts.scale === '大型' && rng.chance(0.02)) q.push('独角兽企业');
  if (MANUFACTURING(opts.division) && opts.scale !== '微型' && rng.chance(0.05)) q.push('企业技术中心');
  if (MANUFACTURING(opts.division) && opts.scale === '大型' && rng.chance(0.05)) q.push('制造业单项冠军企业');

  const chainCodes = [...new Set(opts.leaves.map((l) => l.chain.code))];
  const techPool = [
    ...(TECH_BY_DIVISION[opts.division] ?? []),
    ...chainCodes.flatMap((c) => CHAIN_TECH[c] ?? []),
  ];
  const techFieldTags = [...new Set(rng.sample(techPool, rng.int(tech ? 1 : 0, 3)))];
  const industryFieldTags = [
    ...new Set([
      opts.divisionName,
      ...opts.leaves.map((l) => l.chain.name),
      ...(rng.chance(0.3) ? [opts.sectionName] : []),
    ]),
  ];
  const serviceAndProductTags = [
    ...new Set([
      ...opts.leaves.map((l) => l.node.name),
      ...rng.sample(
        opts.scope.filter((x) => !x.includes('（')),
        rng.int(1, 2),
      ),
    ]),
  ];
  const circle = CIRCLES[opts.provinceCode.slice(0, 2)];
  return {
    qualificationTags: q,
    industryFieldTags,
    techFieldTags,
    serviceAndProductTags,
    circlesTags: circle ? [circle] : [],
  };
}

/**
 * Dated history of the tags since founding: every current tag was added on some date; a few tags
 * were added and later removed (e.g. a 科技型中小企业 listing that lapsed as the company grew).
 */
export function generateTagChanges(rng: Rng, tags: TagSet, esDt: string, endDate: string): TagChange[] {
  const start = parseDate(esDt);
  const end = parseDate(endDate);
  if (end <= start) return [];
  const dateBetween = (from: number, to: number): string =>
    formatDate(from + Math.floor(rng.next() * Math.max(1, (to - from) / 86_400_000)) * 86_400_000);
  const out: TagChange[] = [];
  const add = (changeTagCode: TagChange['changeTagCode'], names: string[]): void => {
    for (const tagName of names)
      out.push({ date: dateBetween(start, end), changeTagCode, action: 'add', tagName });
  };
  add('qualificationTags', tags.qualificationTags);
  add('techFieldTags', tags.techFieldTags);
  add('serviceAndProductTags', tags.serviceAndProductTags);
  if (rng.chance(0.15)) {
    const lapsed = rng.pick(QUALIFICATION_TAGS.filter((t) => !tags.qualificationTags.includes(t)));
    const added = dateBetween(start, end);
    const removed = dateBetween(parseDate(added), end);
    out.push({ date: added, changeTagCode: 'qualificationTags', action: 'add', tagName: lapsed });
    if (removed > added) {
      out.push({ date: removed, changeTagCode: 'qualificationTags', action: 'remove', tagName: lapsed });
    } else {
      out.push({
        date: addDays(added, 1),
        changeTagCode: 'qualificationTags',
        action: 'remove',
        tagName: lapsed,
      });
    }
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
