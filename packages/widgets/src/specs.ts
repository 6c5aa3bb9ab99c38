import type { WidgetSpec } from './define';
import { businessCardSpec } from './business-card/spec';
import { chatBubbleSpec } from './chat-bubble/spec';
import { enterpriseCardSpec } from './enterprise-card/spec';
import { enterpriseLogoSpec } from './enterprise-logo/spec';

/**
 * Every widget's spec (React-free): the loader defines an element for each and imports the
 * widget's chunk (built from `<name>/view.tsx`, named `<name>-<hash>.js`) on first connect.
 * Adding a widget: add its spec here and its view to WIDGET_VIEWS in rollup.config.mjs.
 */
export const specs: readonly WidgetSpec[] = [
  enterpriseLogoSpec,
  businessCardSpec,
  enterpriseCardSpec,
  chatBubbleSpec,
];
