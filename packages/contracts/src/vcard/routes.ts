import type { Route } from '../route';
import { SERVICE } from '../services';

const V = `${SERVICE.vcard}/vcard`;
const H = `${SERVICE.vcard}/cardholder`;
const A = `${SERVICE.system}/myAttentionUser`;

/** The desktop's public card view (spec 2 §2): `?vcardId=…` (and `cardType=0` for a server card). */
export const CARD_VIEW_PATH = '/businessCard/view';
/** Our own phone page of a card (docs/mobile-pages.md): the share QR leads here. */
export const MOBILE_CARD_PATH = '/m/card/:vcardId';
export const mobileCardPath = (vcardId: string) => `/m/card/${encodeURIComponent(vcardId)}`;

/**
 * Business cards (spec 2 §7 Cards), paths verbatim after the service name. Where the spec shows
 * no path (update-tag lookup and add, forward payload, folder page, set default) the choice is
 * written in docs/cards-api.md.
 */
export const vcardRoutes = {
  saveVcard: { method: 'POST', path: `${V}/saveVcard`, auth: 'user' },
  updateVcard: { method: 'POST', path: `${V}/updateVcard`, auth: 'user' },
  /** The order of the caller's own cards. */
  saveSortingResults: { method: 'POST', path: `${V}/saveSortingResults`, auth: 'user' },
  remove: { method: 'POST', path: `${V}/remove`, auth: 'user' },
  setDefault: { method: 'POST', path: `${V}/setDefault`, auth: 'user' },
  /** Public: /businessCard/view is open to visitors; other viewers get masked contacts. */
  getVcardDetailById: { method: 'GET', path: `${V}/getVcardDetailById`, auth: 'public', widget: true },
  setCardPrivacy: { method: 'GET', path: `${V}/setCardPrivacy`, auth: 'user' },
  /** Sets syncTime to now: the reminder's dismiss call (success 666666). */
  modifyVcardSynctime: { method: 'GET', path: `${V}/modifyVcardSynctime`, auth: 'user' },
  /** The linked company's tag changes since the card's syncTime that the card lacks, by change code. */
  getCardUpdateTags: { method: 'GET', path: `${V}/getCardUpdateTags`, auth: 'user' },
  /** Adds reminder tags to the card's tag modules; syncTime moves on when nothing is left. */
  addCardUpdateTags: { method: 'POST', path: `${V}/addCardUpdateTags`, auth: 'user' },
  relatedDynamicPage: {
    method: 'POST',
    path: `${SERVICE.vcard}/vcardmodule/getRelatedDynamicPage`,
    auth: 'public',
    widget: true,
  },
  getMyValidCardBasicInfoList: {
    method: 'GET',
    path: `${V}/getMyValidCardBasicInfoList`,
    auth: 'user',
    widget: true,
  },
  getVisibleCardBasicInfoList: { method: 'GET', path: `${V}/getVisibleCardBasicInfoList`, auth: 'user' },
  getColleagueVcardInfo: { method: 'GET', path: `${V}/getColleagueVcardInfo`, auth: 'user' },
  getUserVcardListUnderOrg: { method: 'GET', path: `${V}/getUserVcardListUnderOrg`, auth: 'user' },
  getDefElecCardDetailByUserId: { method: 'GET', path: `${V}/getDefElecCardDetailByUserId`, auth: 'user' },
  getDefElecCardBasicByUserId: { method: 'GET', path: `${V}/getDefElecCardBasicByUserId`, auth: 'user' },
  getMyOrgListByUserId: { method: 'GET', path: `${V}/getMyOrgListByUserId`, auth: 'user' },
  getMyOrgCountByUserId: { method: 'GET', path: `${V}/getMyOrgCountByUserId`, auth: 'user' },
  /** Forward payload of a card (refused for private or deleted cards). */
  forwardPayload: { method: 'GET', path: `${V}/getForwardPayload`, auth: 'user' },
  receivedCardCount: { method: 'GET', path: `${H}/getReceivedCardCount`, auth: 'user' },
  folderRemove: { method: 'GET', path: `${H}/remove`, auth: 'user' },
  saveVcardsToMyFolder: { method: 'POST', path: `${H}/saveVcardsToMyFolder`, auth: 'user', widget: true },
  folderPage: { method: 'GET', path: `${H}/page`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Following people (spec 2 §7 User area, myAttentionUser). */
export const attentionUserRoutes = {
  attentionUserSave: { method: 'POST', path: `${A}/save`, auth: 'user', widget: true },
  attentionUserRemove: { method: 'POST', path: `${A}/remove`, auth: 'user' },
  attentionUserCancel: { method: 'GET', path: `${A}/cancel`, auth: 'user' },
  attentionUserPage: { method: 'GET', path: `${A}/myAttentionPage`, auth: 'user' },
  fansPage: { method: 'GET', path: `${A}/myFansPage`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Chat helper and friend applications (spec 2 §7 Chat helper, spec 1 §7 Friends). */
export const imHelperRoutes = {
  selectUserRelationship: {
    method: 'GET',
    path: `${SERVICE.im}/imuser/selectuserrelationship`,
    auth: 'user',
  },
  sendBusinessCard: {
    method: 'POST',
    path: `${SERVICE.im}/friend/sendbusinesscard`,
    auth: 'user',
    widget: true,
  },
} as const satisfies Record<string, Route>;
