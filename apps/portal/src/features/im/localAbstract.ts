import type { TFunction } from 'i18next';
import { ABSTRACT_KINDS, type AbstractKind } from '@platform/contracts/im/abstract';

/** Each bracketed kind `abstractOf` stores, back to its kind (the copy key that names it). */
const KIND_OF_TOKEN = new Map<string, AbstractKind>(
  Object.entries(ABSTRACT_KINDS).map(([kind, token]) => [token, kind as AbstractKind]),
);
const CJK = /[\u3400-\u9fff]/;

/**
 * A conversation's last-message line in the reader's language. The server stores it in Chinese:
 * a bracketed kind (localised here, a file's or record's own title kept), the sender's own words
 * (kept as written), or a system message's summary, which outside Chinese reads as a system notice.
 */
export function localAbstract(abstract: string, fromSystem: boolean, t: TFunction, language: string): string {
  const token = /^\[[^\]]+\]/.exec(abstract)?.[0];
  const kind = token ? KIND_OF_TOKEN.get(token) : undefined;
  if (kind) return `[${t(`im.abstract.${kind}`)}]${abstract.slice(token!.length)}`;
  if (fromSystem && !language.startsWith('zh') && CJK.test(abstract))
    return `[${t('im.abstract.systemNotice')}]`;
  return abstract;
}
