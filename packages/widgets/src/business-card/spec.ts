import type { WidgetSpec } from '../define';

export const BUSINESS_CARD_WIDTH = 375;

/** `<pf-business-card vcard-id="...">`: a public business card, masked by the server. */
export const businessCardSpec: WidgetSpec = {
  tag: 'pf-business-card',
  attributes: { 'vcard-id': 'string' },
  size: () => ({ width: BUSINESS_CARD_WIDTH, height: 480 }),
};
