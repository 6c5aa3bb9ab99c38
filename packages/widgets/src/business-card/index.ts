import { defineWidget, type DefineOptions } from '../define';
import { businessCardSpec } from './spec';

export { businessCardSpec } from './spec';
export type { BusinessCardWidgetProps } from './view';

/** Defines <pf-business-card>; its chunk is imported when the first element connects. */
export function defineBusinessCard(options?: DefineOptions): CustomElementConstructor {
  return defineWidget(businessCardSpec, () => import('./view'), options);
}
