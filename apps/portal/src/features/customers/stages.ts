import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { STAGE_KINDS } from './limits';
import type { DealStage, StageKind, StageSaveInput } from './customersApi';
import { stageName, type Language } from './view';

/** A stage as edited: its probability as typed; a default stage keeps its own name unless renamed. */
export interface StageDraft {
  stageId?: string;
  /** The name shown when the dialog opened (a default stage's in the reader's language). */
  shown: string;
  /** The stored name, sent back when `name` is left as shown. */
  stored: string;
  name: string;
  probability: string;
  kind: StageKind;
}

export function toDrafts(stages: readonly DealStage[], language: Language): StageDraft[] {
  return stages.map((s) => {
    const shown = stageName(s, language);
    return {
      stageId: s.stageId,
      shown,
      stored: s.name,
      name: shown,
      probability: String(s.probability),
      kind: s.kind,
    };
  });
}

export type StageProblem =
  'count' | 'nameRequired' | 'nameTooLong' | 'probabilityInvalid' | 'kindsNeeded' | 'namesDiffer';

/** The pipeline to save, or what the contract (stageSaveInput) would refuse in it. */
export function stagesInput(drafts: readonly StageDraft[]): StageSaveInput | StageProblem {
  if (drafts.length < L.stagesMin || drafts.length > L.stagesMax) return 'count';
  const stages = drafts.map((d) => ({
    ...(d.stageId && { stageId: d.stageId }),
    name: d.name.trim() === d.shown ? d.stored : d.name.trim(),
    probability: Number(d.probability),
    kind: d.kind,
  }));
  if (stages.some((s) => !s.name)) return 'nameRequired';
  if (stages.some((s) => s.name.length > L.stageNameMax)) return 'nameTooLong';
  if (drafts.some((d) => !/^\d{1,3}$/.test(d.probability.trim())) || stages.some((s) => s.probability > 100))
    return 'probabilityInvalid';
  if (!STAGE_KINDS.every((k) => stages.some((s) => s.kind === k))) return 'kindsNeeded';
  // Told apart both as stored and as the reader sees them (a default stage shows in their language).
  const seen = drafts.map((d) => d.name.trim());
  if (new Set(stages.map((s) => s.name)).size !== stages.length || new Set(seen).size !== seen.length)
    return 'namesDiffer';
  return { stages };
}
