export {
  createWidgetElement,
  defineWidget,
  COMMON_ATTRIBUTES,
  type AttributeType,
  type DefineOptions,
  type WidgetContext,
  type WidgetInstance,
  type WidgetLocale,
  type WidgetModule,
  type WidgetMount,
  type WidgetProps,
  type WidgetSpec,
} from './define';
export {
  createApiClient,
  buildRequest,
  WidgetApiError,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type WidgetApiErrorKind,
} from './client';
export { specs } from './specs';
export { defineEnterpriseLogo, enterpriseLogoSpec, type EnterpriseLogoWidgetProps } from './enterprise-logo';
export { defineBusinessCard, businessCardSpec, type BusinessCardWidgetProps } from './business-card';
export { defineEnterpriseCard, enterpriseCardSpec, type EnterpriseCardWidgetProps } from './enterprise-card';
export { defineChatBubble, chatBubbleSpec } from './chat-bubble';
export type * from './jsx';
