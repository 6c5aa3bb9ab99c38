import { documentPlainText } from '@platform/contracts/content/client';
import { message, type Locale } from '@platform/contracts/messages';
import type { PublicationDraft } from './publicationDraft';
import type { PublishErrors } from './publishErrors';

/**
 * The server's publish checks (docs/content.md: a title, a body, the kind's fields), run before
 * publishing so every missing field is shown at once, with the server's own messages. The server
 * still decides (and alone checks the purchase and the sensitive words).
 */
export function publishChecks(d: PublicationDraft, locale: Locale): PublishErrors['fields'] {
  const fields: PublishErrors['fields'] = {};
  if (!d.title.trim()) fields.title = message('publicationTitleRequired', locale);
  if (!documentPlainText(d.body).trim()) fields.body = message('publicationBodyRequired', locale);
  if (d.kind === 'project' && (!d.industryCode.trim() || !d.regionCode || !d.projectAmount.trim()))
    fields.kindFields = message('publicationProjectFields', locale);
  if (d.kind === 'activity') {
    if (!d.activityStart || !d.activityEnd || !d.activityPlace.trim() || !d.activityCapacity.trim())
      fields.kindFields = message('publicationActivityFields', locale);
    // Same `YYYY-MM-DDTHH:mm` shape in the same zone: the strings order as the moments do.
    else if (
      d.activityEnd <= d.activityStart ||
      (d.registrationDeadline && d.registrationDeadline > d.activityStart)
    )
      fields.kindFields = message('publicationActivityTimes', locale);
  }
  if (d.kind === 'policy' && !d.regionCode) fields.regionCode = message('publicationPolicyFields', locale);
  return fields;
}
