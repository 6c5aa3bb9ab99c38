/** Every key the portal keeps in localStorage or cookies, in one place. */
export const STORAGE_KEYS = {
  userInfo: 'platform-userInfo',
  /** Written by earlier versions only; removed on the next save. */
  legacyRefreshToken: 'platform-refreshToken',
  tokenExpiresAt: 'platform-tokenExpiresAt',
  tenantId: 'platform-tenantId',
  language: 'platform-language',
  stay: 'platform-stay',
  originRoute: 'platform-originRoute',
  orgInfo: 'platform-orgInfo',
  isAdmin: 'platform-isAdmin',
  tabList: 'platform-tabList',
  refreshServices: 'platform-refreshServices',
  serveRegionCode: 'platform-serveRegionCode',
  pendingInvite: 'platform-pendingInvite',
  /** Media tracking (features/media-tracking): the random visitor id, the first channel, who was attributed. */
  mediaVisitor: 'platform-mediaVisitor',
  mediaChannel: 'platform-mediaChannel',
  mediaAttributed: 'platform-mediaAttributed',
  /** The chat's unacknowledged messages, per user (resent after a reload). */
  chatOutbox: 'platform-chatOutbox',
  /** Prefix of the publication editor's unsaved copies, per user and publication (`…:<user>:<id|new>`). */
  publicationDraft: 'platform-publicationDraft',
  /** The product pages' cart (features/product/cart.ts): versioned lines, never prices. */
  productCart: 'platform-product-cart',
} as const;

/** Spec 2 §7: the bearer header is added when a token cookie exists. */
export const TOKEN_COOKIE = 'platform-access-token';
