import { defineWidget, type DefineOptions } from '../define';
import { enterpriseLogoSpec } from './spec';

export { enterpriseLogoSpec } from './spec';
export type { EnterpriseLogoWidgetProps } from './view';

/** Defines <pf-enterprise-logo>; its React chunk is imported when the first element connects. */
export function defineEnterpriseLogo(options?: DefineOptions): CustomElementConstructor {
  return defineWidget(enterpriseLogoSpec, () => import('./view'), options);
}
