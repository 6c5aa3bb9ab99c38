import type { WidgetSpec } from '../define';

export const DEFAULT_LOGO_SIZE = 56;

/**
 * `<pf-enterprise-logo name="上海示例智能科技有限公司" company-id="9131..." logo="https://..." size="56">`:
 * the company's logo, or the first four characters of its name on a colour derived from its id.
 */
export const enterpriseLogoSpec: WidgetSpec = {
  tag: 'pf-enterprise-logo',
  attributes: { name: 'string', 'company-id': 'string', logo: 'string', size: 'number' },
  size: (props) => {
    const size = typeof props.size === 'number' && props.size > 0 ? props.size : DEFAULT_LOGO_SIZE;
    return { width: size, height: size };
  },
};
