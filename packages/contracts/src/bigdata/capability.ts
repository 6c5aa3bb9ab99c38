/** Capability scores and levels (spec 2 §4 Capability levels, §9): one rule for server and clients. */
export const CAPABILITY_BANDS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export const CAPABILITY_MAX = 900;

/** The ten level names, product copy (zh). */
export const CAPABILITY_LEVEL_NAMES = [
  '初创型',
  '起步型',
  '初级发展型',
  '中级发展型',
  '转型发展型',
  '稳定发展型',
  '高速发展型',
  '高质量发展型',
  '成熟稳重型',
  '优质引领型',
] as const;

/** A score below the next band gives levels 1..10 in order; 900 or more is level 10. */
export function capabilityLevel(score: number | null | undefined): number {
  const s = Number.isFinite(score) ? (score as number) : 0;
  const index = CAPABILITY_BANDS.findIndex((band) => s < band);
  return index < 0 ? 10 : index + 1;
}
