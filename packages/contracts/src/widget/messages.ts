import type { MessageTable } from '../messageTable';

/** Embeddable widgets: partner origins and widget tokens (docs/widgets.md, widgets-partners.md). */
export const WIDGET_MESSAGES = {
  widgetOriginRefused: {
    zh: '该网站未获授权嵌入本平台组件',
    en: "This site is not allowed to embed this platform's widgets",
  },
  widgetUnknownCustomer: { zh: '未找到该客户配置', en: 'No such customer configuration' },
  widgetPartnerUnknown: { zh: '合作方不存在', en: 'No such partner' },
  widgetSignatureInvalid: { zh: '签名无效或已过期', en: 'The signature is invalid or has expired' },
  widgetSignatureReused: { zh: '该签名已使用过', en: 'This signature was already used' },
  ssoTokenInvalid: {
    zh: '单点登录凭证无效或已过期',
    en: 'The single sign-on token is invalid or has expired',
  },
  ssoTokenReused: { zh: '单点登录凭证已使用过', en: 'This single sign-on token was already used' },
  ssoOtherPlatform: {
    zh: '该合作方不属于本平台',
    en: 'This partner belongs to another platform',
  },
  widgetServerOnly: {
    zh: '组件令牌只能由合作方服务器申请',
    en: "Widget tokens can only be requested by the partner's server",
  },
  widgetTokenNotExchangeable: {
    zh: '组件令牌不能换取新的令牌',
    en: 'A widget token cannot be exchanged for another',
  },
  widgetScopeRefused: {
    zh: '合作方页面的组件令牌不能进行此操作，请登录平台后操作',
    en: 'A widget token issued for a partner page cannot do this; sign in to the platform instead',
  },
} as const satisfies MessageTable;
