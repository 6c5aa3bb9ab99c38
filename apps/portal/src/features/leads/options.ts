/**
 * Choices of the profile's scale and financing-stage filters: the company data's own tags (the
 * values sent), each with the key of its label in this feature's copy.
 */
export const SCALES = [
  { value: '大型', key: 'large' },
  { value: '中型', key: 'medium' },
  { value: '小型', key: 'small' },
  { value: '微型', key: 'micro' },
] as const;
export const FINANCING_STAGES = [
  { value: '未融资', key: 'none' },
  { value: '天使轮', key: 'angel' },
  { value: 'A轮', key: 'a' },
  { value: 'B轮', key: 'b' },
  { value: 'C轮及以后', key: 'c' },
  { value: '战略融资', key: 'strategic' },
] as const;

export type ScaleKey = (typeof SCALES)[number]['key'];
export type StageKey = (typeof FINANCING_STAGES)[number]['key'];

export const scaleKey = (tag: string) => SCALES.find((s) => s.value === tag)?.key;
export const stageKey = (tag: string) => FINANCING_STAGES.find((s) => s.value === tag)?.key;

/** Investment rounds as the company data names them (org_investments.round), with their copy keys. */
export const ROUNDS = [
  { value: '天使轮', key: 'angel' },
  { value: 'A轮', key: 'a' },
  { value: 'B轮', key: 'b' },
  { value: 'C轮', key: 'c' },
  { value: '战略融资', key: 'strategic' },
  { value: '定向增发', key: 'placement' },
] as const;
export const roundKey = (round: string) => ROUNDS.find((r) => r.value === round)?.key;

/** The recent-financing filter's windows, months (金融拓客). */
export const FINANCED_WITHIN = ['6', '12', '24', '36'] as const;
/** The capital-increase filter's windows, months (金融拓客): the same as a round's. */
export const CAPITAL_INCREASED_WITHIN = FINANCED_WITHIN;
