import { CARD_EVENT_TEXT, DEFAULT_STAGE_TEXT, TIMELINE_TEXT } from '@platform/contracts';
import { formatWan } from '@platform/ui';
import type { Activity, DealState } from './customersApi';

export type Language = 'zh' | 'en';

/** A default stage (with a key) in the reader's language; an organisation's own stage by its name. */
export function stageName(stage: { key: string | null; name: string }, language: Language): string {
  const text = stage.key ? DEFAULT_STAGE_TEXT[stage.key] : undefined;
  return text ? text[language] : stage.name;
}

/** An amount in 元: '12.5万元' in Chinese, 'CNY 125K' in English. */
export function formatMoney(amount: number, language: Language): string {
  return language === 'zh' ? `${formatWan(amount, 2, 'zh')}元` : `CNY ${formatWan(amount, 2, 'en')}`;
}

/** A count grouped in the reader's locale. */
export function formatCount(n: number, language: Language): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US').format(n);
}

/**
 * What a timeline entry says: the user's own text after its kind, or the server's kinds worded from
 * their params (`{deal}`, `{stage}`…). A stage param that is a default stage's key is translated.
 */
export function timelineText(activity: Activity, language: Language): { kind: string; text: string } {
  // A card saved to the folder says so; an exchange is the kind's own words.
  const template = (
    activity.kind === 'card' && activity.params.via === 'folder'
      ? CARD_EVENT_TEXT.folder
      : TIMELINE_TEXT[activity.kind]
  )[language];
  if (activity.text) return { kind: template, text: activity.text };
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = activity.params[name];
    if (value === undefined) return '';
    if (name === 'stage')
      return stageName({ key: defaultStageKey(activity, String(value)), name: String(value) }, language);
    return String(value);
  });
  return { kind: '', text };
}

/** The default stage a timeline entry names: its `stageKey` param, else the default stage of that stored name. */
function defaultStageKey(activity: Activity, name: string): string | null {
  const key = activity.params.stageKey;
  if (typeof key === 'string') return key;
  return Object.entries(DEFAULT_STAGE_TEXT).find(([, text]) => text.zh === name)?.[0] ?? null;
}

/** Today as yyyy-mm-dd in local time (date inputs' default). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A deal's state as a tag colour. */
export const stateTone = (state: DealState) =>
  state === 'won' ? 'success' : state === 'lost' ? 'danger' : 'brand';
