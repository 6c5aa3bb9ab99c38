import { useMemo } from 'react';
import { createBrand, createTheme, type Brand, type UiTheme } from '@platform/ui';
import { useCustomer } from '../../shared/customer/useCustomer';

/** White label: the customer configuration becomes the styled-components theme. */
export function usePortalTheme(): UiTheme {
  const customer = useCustomer();
  return useMemo(
    () => createTheme({ theme: customer.theme, brandColor: customer.brandColor || undefined }),
    [customer.theme, customer.brandColor],
  );
}

/** White label: the customer's platform name and logo for the ui kit's BrandProvider. */
export function usePortalBrand(): Brand {
  const customer = useCustomer();
  return useMemo(
    () => createBrand({ platformName: customer.platformName, logo: customer.logos.logo }),
    [customer.platformName, customer.logos.logo],
  );
}
