import type { Route } from '../route';
import { SERVICE } from '../services';

const SMS = `${SERVICE.resource}/sms/endpoint`;

/** SMS verification codes (spec 1 §7 SMS). Codes live 5 minutes; sends are limited per phone and IP. */
export const resourceRoutes = {
  sendValidateNologinBlock: { method: 'POST', path: `${SMS}/send-validate-nologin-block`, auth: 'public' },
  sendValidateNologin: { method: 'POST', path: `${SMS}/send-validate-nologin`, auth: 'public' },
  validateMessageNologin: { method: 'POST', path: `${SMS}/validate-message-nologin`, auth: 'public' },
  /** Sends to the caller's bound phone, or to `phone` when binding a new number. */
  sendValidateByUserId: { method: 'POST', path: `${SMS}/send-validate-by-user-id`, auth: 'user' },
  validateMessageByUserId: { method: 'POST', path: `${SMS}/validate-message-by-user-id`, auth: 'user' },
  /**
   * Multipart upload of one file (field `file`); `kind` (avatar, image, video, file) in the query string
   * so the size limit is known before the body is read. Answers the envelope with the file's URL.
   */
  fileUpload: { method: 'POST', path: `${SERVICE.resource}/file/upload`, auth: 'user' },
  /** The stored bytes (not an envelope), public: cards are viewed without login. */
  fileGet: { method: 'GET', path: `${SERVICE.resource}/file/:id`, auth: 'public' },
} as const satisfies Record<string, Route>;
