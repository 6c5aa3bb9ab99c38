import type { WidgetSpec } from '../define';

export const ENTERPRISE_CARD_WIDTH = 640;

/** `<pf-enterprise-card company-id="..." | uscc="...">`: a company's profile card. */
export const enterpriseCardSpec: WidgetSpec = {
  tag: 'pf-enterprise-card',
  attributes: { 'company-id': 'string', uscc: 'string' },
  size: () => ({ width: ENTERPRISE_CARD_WIDTH, height: 420 }),
};
