import { EnterpriseLogo } from '@platform/ui/domain';
import type { WidgetProps } from '../define';
import { reactMount } from '../mount';
import { DEFAULT_LOGO_SIZE } from './spec';

export interface EnterpriseLogoWidgetProps extends WidgetProps {
  name?: string;
  companyId?: string;
  logo?: string;
  size?: number;
}

export function EnterpriseLogoWidget({ name, companyId, logo, size }: EnterpriseLogoWidgetProps) {
  return (
    <EnterpriseLogo
      companyName={name ?? ''}
      companyId={companyId ?? name ?? ''}
      logoPath={logo}
      size={size && size > 0 ? size : DEFAULT_LOGO_SIZE}
    />
  );
}

/** The chunk the loader imports when a <pf-enterprise-logo> appears. */
export const mount = reactMount(EnterpriseLogoWidget);
