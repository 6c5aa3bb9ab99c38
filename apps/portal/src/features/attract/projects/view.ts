import type { TFunction } from 'i18next';
import { DEFAULT_PROJECT_STAGES, GOV_ATTACHMENT_TYPES } from '@platform/contracts';

const KEYS = new Set<string>(DEFAULT_PROJECT_STAGES.map((s) => s.key));

/** A default stage (with a key) in the reader's language; an organisation's own stage by its name. */
export function stageLabel(stage: { key: string | null; name: string }, t: TFunction): string {
  return stage.key && KEYS.has(stage.key) ? t(`attractProjects.stageKeys.${stage.key}` as never) : stage.name;
}

/** A figure, or the words for none. */
export function figure(value: number | null, language: string, t: TFunction): string {
  return value === null
    ? t('attractProjects.none')
    : new Intl.NumberFormat(language === 'en' ? 'en-US' : 'zh-CN').format(value);
}

/** The file types a record or a document may attach (the name must say what the bytes are). */
export const ACCEPT = Object.keys(GOV_ATTACHMENT_TYPES).map((ext) => `.${ext}`);
