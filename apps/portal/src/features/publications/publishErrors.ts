import { message, type Locale, type MessageKey } from '@platform/contracts/messages';
import type { PublicationDraft } from './publicationDraft';

/** Where a refusal is shown: next to a field, next to the kind's fields, or above the form. */
export type ErrorPlace = keyof PublicationDraft | 'kindFields';

export interface PublishErrors {
  /** The message for the whole form (what no field explains). */
  general?: string;
  /** The sensitive words the server found, in its order. */
  sensitiveWords?: string[];
  fields: Partial<Record<ErrorPlace, string>>;
}

/** The server's publish checks (apps/server content/publications.ts) and where each is shown. */
const FIELD_OF: Partial<Record<MessageKey, ErrorPlace>> = {
  publicationTitleRequired: 'title',
  publicationBodyRequired: 'body',
  publicationProjectFields: 'kindFields',
  publicationActivityFields: 'kindFields',
  publicationActivityTimes: 'kindFields',
  publicationPolicyFields: 'regionCode',
};

const FIELDS: readonly string[] = [
  'kind',
  'section',
  'visibility',
  'title',
  'cover',
  'summary',
  'body',
  'attachments',
  'tags',
  'industryCode',
  'regionCode',
  'projectAmount',
  'activityStart',
  'activityEnd',
  'activityPlace',
  'activityCapacity',
  'registrationDeadline',
];

/** `text` or `text: detail` → the detail ('' without one); undefined when the message is another. */
function detailAfter(msg: string, key: MessageKey, locale: Locale): string | undefined {
  const text = message(key, locale);
  if (msg === text) return '';
  if (msg.startsWith(`${text}: `)) return msg.slice(text.length + 2);
  return undefined;
}

/**
 * Reads a refused save or publish (the envelope's message, in the caller's language): the
 * sensitive words it names, the field each check or validation issue is about.
 */
export function publishErrorsOf(msg: string, locale: Locale): PublishErrors {
  const words = detailAfter(msg, 'publicationSensitiveWords', locale);
  if (words !== undefined)
    return {
      general: message('publicationSensitiveWords', locale),
      sensitiveWords: words.split('、').filter(Boolean),
      fields: {},
    };
  for (const [key, place] of Object.entries(FIELD_OF) as [MessageKey, ErrorPlace][]) {
    if (detailAfter(msg, key, locale) !== undefined) return { fields: { [place]: message(key, locale) } };
  }
  const issues = detailAfter(msg, 'badRequest', locale);
  if (issues) {
    const fields: PublishErrors['fields'] = {};
    const rest: string[] = [];
    for (const issue of issues.split('; ')) {
      const [path = '', ...text] = issue.split(': ');
      const field = path.split('.')[0] ?? '';
      if (FIELDS.includes(field)) fields[field as ErrorPlace] ??= text.join(': ');
      else rest.push(issue);
    }
    return {
      ...(rest.length ? { general: `${message('badRequest', locale)}: ${rest.join('; ')}` } : {}),
      fields,
    };
  }
  return { general: msg, fields: {} };
}
