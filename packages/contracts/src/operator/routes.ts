import type { Route } from '../route';
import { SERVICE } from '../services';

const O = `${SERVICE.system}/operator`;

/**
 * The operator console (issue 32; docs/operator.md): the platform operator's calls, refused by the
 * server for anyone else (403 operatorOnly). The spec names no paths: ours, under the system service.
 */
export const operatorRoutes = {
  /** Whether the caller is the platform operator (the portal shows the console's entry). */
  me: { method: 'GET', path: `${O}/me`, auth: 'user' },
  /** The sensitive-word list, by keyword, paged. */
  sensitiveWordPage: { method: 'GET', path: `${O}/sensitive-words/page`, auth: 'user' },
  sensitiveWordAdd: { method: 'POST', path: `${O}/sensitive-words/add`, auth: 'user' },
  sensitiveWordRemove: { method: 'POST', path: `${O}/sensitive-words/remove`, auth: 'user' },
  /** The dictionary codes of spec 1 §7 with their entry counts. */
  dictionaryCodes: { method: 'GET', path: `${O}/dictionary/codes`, auth: 'user' },
  /** One dictionary's entries. */
  dictionaryEntries: { method: 'GET', path: `${O}/dictionary/entries`, auth: 'user' },
  /** Replaces one dictionary's entries (all of them, in one write). */
  dictionarySave: { method: 'POST', path: `${O}/dictionary/save`, auth: 'user' },
  /** The white-label customers and their widget partners (no secrets). */
  partners: { method: 'GET', path: `${O}/partners`, auth: 'user' },
  /** Lets an exact origin embed the widgets for a customer; a new partner's secret, shown once. */
  partnerOriginAdd: { method: 'POST', path: `${O}/partners/origin/add`, auth: 'user' },
  partnerOriginRemove: { method: 'POST', path: `${O}/partners/origin/remove`, auth: 'user' },
  /** A new secret, shown once (the old one keeps verifying for the grace period asked for). */
  partnerSecretRotate: { method: 'POST', path: `${O}/partners/secret/rotate`, auth: 'user' },
  /** The replaced secret stops verifying now. */
  partnerGraceEnd: { method: 'POST', path: `${O}/partners/secret/grace/end`, auth: 'user' },
  partnerRate: { method: 'POST', path: `${O}/partners/rate`, auth: 'user' },
  /** The editions (meals C and D) with every price, retired ones included. */
  editions: { method: 'GET', path: `${O}/editions`, auth: 'user' },
  /** An edition's name and seat bounds, at the version read. */
  mealSave: { method: 'POST', path: `${O}/editions/meal/save`, auth: 'user' },
  /** A new price, or a price changed at the version read (orders placed keep theirs). */
  goodsSave: { method: 'POST', path: `${O}/editions/goods/save`, auth: 'user' },
  /** A price offered no more, at the version read. */
  goodsRetire: { method: 'POST', path: `${O}/editions/goods/retire`, auth: 'user' },
  /** The platform's health: live adapters and their last errors, the report queue. */
  health: { method: 'GET', path: `${O}/health`, auth: 'user' },
  /** A failed report back to the queue. */
  healthReportRetry: { method: 'POST', path: `${O}/health/report/retry`, auth: 'user' },
} as const satisfies Record<string, Route>;
