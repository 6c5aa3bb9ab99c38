import type { ProfileInput } from './leadsApi';
import { GROWTH_MAX, GROWTH_MIN, QUALIFICATIONS_MAX } from './limits';
import type { CAPITAL_INCREASED_WITHIN, FINANCED_WITHIN } from './options';

export type { ProfileInput };

/** The target profile as the form holds it (strings as typed), and its checks. */
export interface ProfileDraft {
  industryCode: string;
  chainNodeCode: string;
  regionCode: string;
  capitalMin: string;
  capitalMax: string;
  yearMin: string;
  yearMax: string;
  status: string[];
  /** Comma or space separated, as typed. */
  qualifications: string;
  /** '' any, '1' listed, '0' not listed. */
  listed: '' | '1' | '0';
  scale: string;
  financing: string;
  hasCard: boolean;
  /** Only companies with patents (unticked: any). */
  hasPatents: boolean;
  /** 金融拓客 only (the finance home shows them): '' any, '1' yes, '0' no. */
  stateOwned: '' | '1' | '0';
  investsOthers: '' | '1' | '0';
  /** '' any, else months: a round within them. */
  financedWithin: '' | (typeof FINANCED_WITHIN)[number];
  /** '' any, else months: a registered-capital increase within them. */
  capitalIncreasedWithin: '' | (typeof CAPITAL_INCREASED_WITHIN)[number];
  /** Percent, may be negative. */
  growthMin: string;
  debtRatioMin: string;
  debtRatioMax: string;
}

export const EMPTY_PROFILE: ProfileDraft = {
  industryCode: '',
  chainNodeCode: '',
  regionCode: '',
  capitalMin: '',
  capitalMax: '',
  yearMin: '',
  yearMax: '',
  status: [],
  qualifications: '',
  listed: '',
  scale: '',
  financing: '',
  hasCard: false,
  hasPatents: false,
  stateOwned: '',
  investsOthers: '',
  financedWithin: '',
  capitalIncreasedWithin: '',
  growthMin: '',
  debtRatioMin: '',
  debtRatioMax: '',
};

/** The matching count follows the typing after this pause (ct-match-num). */
export const COUNT_DEBOUNCE_MS = 300;

export const STATUS_CODES = ['1', '2', '3', '4'] as const;

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

export type ProfileProblem = 'capital' | 'year' | 'yearFormat' | 'growth' | 'debtRatio' | 'debtRange';

/** A typed percentage: undefined when empty, NaN when not a number. */
const percent = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const outside = (v: number | undefined, low: number, high: number) =>
  v !== undefined && !(v >= low && v <= high);

/** What is wrong with the draft (nothing is sent while anything is). */
export function profileProblems(draft: ProfileDraft): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const [cMin, cMax] = [number(draft.capitalMin), number(draft.capitalMax)];
  if (cMin !== undefined && cMax !== undefined && cMin > cMax) problems.push('capital');
  const years = [draft.yearMin, draft.yearMax].filter((y) => y.trim() !== '');
  if (years.some((y) => !/^\d{4}$/.test(y.trim()))) problems.push('yearFormat');
  else if (years.length === 2 && Number(draft.yearMin) > Number(draft.yearMax)) problems.push('year');
  if (outside(percent(draft.growthMin), GROWTH_MIN, GROWTH_MAX)) problems.push('growth');
  const [dMin, dMax] = [percent(draft.debtRatioMin), percent(draft.debtRatioMax)];
  if (outside(dMin, 0, 100) || outside(dMax, 0, 100)) problems.push('debtRatio');
  else if (dMin !== undefined && dMax !== undefined && dMin > dMax) problems.push('debtRange');
  return problems;
}

export const splitTags = (text: string) =>
  text
    .split(/[,，、\s]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, QUALIFICATIONS_MAX);

const given = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v);

/**
 * The contract's profile for a draft: the industry pick is a section letter or a division, the
 * chain pick a chain or one of its nodes; empty fields are left out (an empty profile matches all).
 */
export function toProfileInput(draft: ProfileDraft): ProfileInput {
  const industry = draft.industryCode;
  const chain = draft.chainNodeCode;
  const chainCode = /^[A-Z]{2,4}/.exec(chain)?.[0];
  const tags = splitTags(draft.qualifications);
  const num = (text: string) => number(text.replace(/[^\d.]/g, ''));
  const out: ProfileInput = {
    ...(/^[A-T]$/.test(industry) && { sectionCodes: [industry] }),
    ...(/^\d{2}$/.test(industry) && { divisionCodes: [industry] }),
    ...(chainCode && { chainCode }),
    ...(chainCode && chain !== chainCode && { nodeCodes: [chain] }),
    ...(draft.regionCode && { regionCodes: [draft.regionCode] }),
    ...(num(draft.capitalMin) !== undefined && { capitalMin: num(draft.capitalMin) }),
    ...(num(draft.capitalMax) !== undefined && { capitalMax: num(draft.capitalMax) }),
    ...(/^\d{4}$/.test(draft.yearMin) && { foundedFrom: Number(draft.yearMin) }),
    ...(/^\d{4}$/.test(draft.yearMax) && { foundedTo: Number(draft.yearMax) }),
    ...(draft.status.length > 0 && { statusCodes: [...draft.status].sort() as ('1' | '2' | '3' | '4')[] }),
    ...(tags.length > 0 && { qualificationTags: tags }),
    ...(draft.listed !== '' && { listed: draft.listed === '1' }),
    ...(draft.scale && { scaleTags: [draft.scale] }),
    ...(draft.financing && { financingStages: [draft.financing] }),
    ...(draft.hasCard && { hasCard: true }),
    ...(draft.hasPatents && { hasPatents: true }),
    ...(draft.stateOwned !== '' && { stateOwned: draft.stateOwned === '1' }),
    ...(draft.investsOthers !== '' && { investsOthers: draft.investsOthers === '1' }),
    ...(draft.financedWithin !== '' && {
      financedWithinMonths: Number(draft.financedWithin) as 6 | 12 | 24 | 36,
    }),
    ...(draft.capitalIncreasedWithin !== '' && {
      capitalIncreasedWithinMonths: Number(draft.capitalIncreasedWithin) as 6 | 12 | 24 | 36,
    }),
    ...(given(percent(draft.growthMin)) && { revenueGrowthMin: percent(draft.growthMin) }),
    ...(given(percent(draft.debtRatioMin)) && { debtRatioMin: percent(draft.debtRatioMin) }),
    ...(given(percent(draft.debtRatioMax)) && { debtRatioMax: percent(draft.debtRatioMax) }),
  };
  return out;
}
