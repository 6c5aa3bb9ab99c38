import { useMemo } from 'react';
import { createTheme, type UiTheme } from '@platform/ui';
import { useCustomer } from '../customer/useCustomer';

/** White label: the customer configuration becomes the styled-components theme. */
export function usePortalTheme(): UiTheme {
  const customer = useCustomer();
  return useMemo(
    () =>
      createTheme({
        theme: customer.theme,
        brandColor: customer.brandColor || undefined,
        platformName: customer.platformName,
        customerLogo: customer.logos.logo,
      }),
    [customer],
  );
}
