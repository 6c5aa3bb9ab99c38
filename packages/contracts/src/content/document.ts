import { z } from 'zod';
import { documentProblemMessage, findDocumentProblem } from './check';
import type { RichDocument } from './types';

/**
 * A publication body: a rich document on the allow-list (allow-list.ts), within the limits
 * (limits.ts). A bad document is refused with one issue at the problem's path; the issue's
 * `params.messageKey` names the catalogue message so a caller can answer in the reader's language.
 */
export const richDocumentSchema = z.custom<RichDocument>().superRefine((value, ctx) => {
  const found = findDocumentProblem(value);
  if (!found) return;
  ctx.addIssue({
    code: 'custom',
    message: documentProblemMessage(found, 'en'),
    path: found.path,
    params: { messageKey: found.key },
  });
});

export { documentProblemMessage, findDocumentProblem, isRichDocument } from './check';
export type { DocumentPath, DocumentProblem } from './check';
