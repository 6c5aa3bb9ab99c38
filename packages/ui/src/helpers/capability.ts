import { CAPABILITY_LEVEL_NAMES, capabilityLevel } from '@platform/contracts/bigdata/capability';

/** Capability levels of spec 2 §4 / §9: the one rule lives in the contracts. */
export {
  CAPABILITY_BANDS,
  CAPABILITY_MAX,
  CAPABILITY_LEVEL_NAMES as LEVEL_NAMES,
  capabilityLevel,
} from '@platform/contracts/bigdata/capability';

export function capabilityLevelName(
  score: number | null | undefined,
  names: readonly string[] = CAPABILITY_LEVEL_NAMES,
): string {
  return names[capabilityLevel(score) - 1] ?? '';
}

export interface CapabilityScores {
  growScore?: number | null;
  evolScore?: number | null;
  innovScore?: number | null;
  stseScore?: number | null;
  effectScore?: number | null;
  riskScore?: number | null;
  totalScore?: number | null;
}

/** Score keys in the order of the radar dimensions of spec 2 §9. */
export const RADAR_KEYS = [
  'growScore',
  'riskScore',
  'stseScore',
  'evolScore',
  'innovScore',
  'effectScore',
] as const;
