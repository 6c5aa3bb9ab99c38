import type { ProfileInput } from './leadsApi';
import { QUALIFICATIONS_MAX } from './limits';

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
};

/** The matching count follows the typing after this pause (ct-match-num). */
export const COUNT_DEBOUNCE_MS = 300;

export const STATUS_CODES = ['1', '2', '3', '4'] as const;

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

export type ProfileProblem = 'capital' | 'year' | 'yearFormat';

/** What is wrong with the draft (nothing is sent while anything is). */
export function profileProblems(draft: ProfileDraft): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const [cMin, cMax] = [number(draft.capitalMin), number(draft.capitalMax)];
  if (cMin !== undefined && cMax !== undefined && cMin > cMax) problems.push('capital');
  const years = [draft.yearMin, draft.yearMax].filter((y) => y.trim() !== '');
  if (years.some((y) => !/^\d{4}$/.test(y.trim()))) problems.push('yearFormat');
  else if (years.length === 2 && Number(draft.yearMin) > Number(draft.yearMax)) problems.push('year');
  return problems;
}

export const splitTags = (text: string) =>
  text
    .split(/[,，、\s]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, QUALIFICATIONS_MAX);

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
  };
  return out;
}
