import type { TFunction } from 'i18next';
import type { LeadReason } from './leadsApi';
import { roundKey, scaleKey, stageKey } from './options';

const STATUS_CODES = ['1', '2', '3', '4'] as const;
const isStatus = (v: unknown): v is (typeof STATUS_CODES)[number] =>
  (STATUS_CODES as readonly unknown[]).includes(v);

/**
 * One "why it matched" line in the page's language, from its reason code and params. Coded params
 * (status, scale, financing stage) are named from this feature's copy, so English shows English;
 * names of regions, industries and nodes are the company data's own.
 */
export function reasonText(t: TFunction, reason: LeadReason): string {
  const p = reason.params;
  const str = (key: string) => (p[key] === undefined ? '' : String(p[key]));
  switch (reason.code) {
    case 'status': {
      const code = p.code ?? p.statusCode;
      return t('leads.reasons.status', {
        name: isStatus(code) ? t(`leads.statuses.${code}`) : str('name'),
      });
    }
    case 'scale': {
      const key = scaleKey(str('tag'));
      return t('leads.reasons.scale', { tag: key ? t(`leads.scales.${key}`) : str('tag') });
    }
    case 'financing': {
      const key = stageKey(str('tag'));
      return t('leads.reasons.financing', { tag: key ? t(`leads.stages.${key}`) : str('tag') });
    }
    case 'recentFinancing': {
      const key = roundKey(str('round'));
      return t('leads.reasons.recentFinancing', {
        round: key ? t(`leads.rounds.${key}`) : str('round'),
        date: str('date'),
      });
    }
    default:
      return t(`leads.reasons.${reason.code}`, {
        name: str('name'),
        tag: str('tag'),
        capital: str('capital'),
        year: str('year'),
        score: str('score'),
        count: str('count'),
        growth: str('growth'),
        ratio: str('ratio'),
        date: str('date'),
        before: str('before'),
        after: str('after'),
      });
  }
}
