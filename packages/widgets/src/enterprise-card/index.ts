import { defineWidget, type DefineOptions } from '../define';
import { enterpriseCardSpec } from './spec';

export { enterpriseCardSpec } from './spec';
export type { EnterpriseCardWidgetProps } from './view';

/** Defines <pf-enterprise-card>; its chunk is imported when the first element connects. */
export function defineEnterpriseCard(options?: DefineOptions): CustomElementConstructor {
  return defineWidget(enterpriseCardSpec, () => import('./view'), options);
}
