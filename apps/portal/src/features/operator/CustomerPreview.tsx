import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BRAND_COLOUR, type CustomerForm } from '@platform/contracts';
import {
  BrandProvider,
  Button,
  ThemeProvider,
  ThemeVariables,
  createBrand,
  createTheme,
  type UiTheme,
} from '@platform/ui';
import { CustomerPreviewContext } from '../../shared/customer/useCustomer';
import { ShellPiecesContext } from '../../shared/customer/shellPieces';
import type { CustomerView } from '../../shared/customer/customerConfig';

const PREVIEW_ID = 'customer-preview';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  overflow: hidden;
  /* The real pieces are laid out for a window: scaled into the editor's column. */
  font-size: 13px;
`;

const Body = styled.div`
  padding: 24px;
  background: ${({ theme }) => theme.colors.muted};
`;

const Widget = styled.article`
  max-width: 360px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border-top: 4px solid ${({ theme }) => theme.colors.brand[500]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.08);
  h3 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.brandInk};
  }
  p {
    margin: 0 0 12px;
  }
`;

/** The form as the shell reads a customer configuration. */
export function previewView(code: string, form: CustomerForm): CustomerView {
  const checked = (type: 'menu' | 'service') =>
    form.configItems.filter((i) => i.configType === type && i.checked).sort((a, b) => a.sort - b.sort);
  const logo = form.logos.logo;
  return {
    customerCode: code,
    isDefaultCustomer: false,
    platformName: form.platformName,
    servicePhone: form.servicePhone,
    logos: { logo, logo2: form.logos.logo2 || logo, logo3: form.logos.logo3 || logo },
    address: form.address,
    record: form.record,
    license: form.license,
    companyName: form.companyName,
    oem: form.oem,
    theme: form.theme,
    brandColor: form.brandColor,
    menuKeys: checked('menu').map((i) => i.configKey),
    menu: checked('menu').map((i) => ({ key: i.configKey, name: i.configName })),
    services: checked('service').map((i) => ({ id: i.configKey, name: i.configName })),
    footerPartners: form.footerPartners.filter((p) => p.name.trim()),
  };
}

/**
 * The live preview (docs/operator.md "Customers"): the shell's own top bar (as a picture), a widget
 * card and the real footer (lent by app/ through ShellPiecesContext), in the theme and brand colour being edited. Its theme's CSS variables are
 * scoped to the preview, so the console itself keeps the host's look. Not interactive (inert).
 */
export function CustomerPreview({ code, form }: { code: string; form: CustomerForm }) {
  const { t } = useTranslation();
  const colour = BRAND_COLOUR.test(form.brandColor) ? form.brandColor : undefined;
  const theme: UiTheme = useMemo(
    () => createTheme({ theme: form.theme, brandColor: colour }),
    [form.theme, colour],
  );
  const view = useMemo(() => previewView(code, form), [code, form]);
  const brand = useMemo(
    () => createBrand({ platformName: view.platformName, logo: view.logos.logo }),
    [view.platformName, view.logos.logo],
  );
  const { TopBarPreview, Footer } = useContext(ShellPiecesContext);
  return (
    <ThemeProvider theme={theme} cssVariables={false}>
      <ThemeVariables theme={theme} selector={`#${PREVIEW_ID}`} />
      <BrandProvider brand={brand}>
        <CustomerPreviewContext.Provider value={view}>
          <Frame
            id={PREVIEW_ID}
            data-testid="customer-preview"
            data-theme={form.theme}
            data-brand-color={theme.colors.brand[500]}
            inert
          >
            {TopBarPreview && <TopBarPreview />}
            <Body>
              <Widget data-testid="preview-widget">
                <h3>{t('operatorConsole.customers.previewWidget')}</h3>
                <p>{t('operatorConsole.customers.previewWidgetText')}</p>
                <Button variant="primary" tabIndex={-1}>
                  {t('operatorConsole.customers.previewAction')}
                </Button>
              </Widget>
            </Body>
            {Footer && <Footer />}
          </Frame>
        </CustomerPreviewContext.Provider>
      </BrandProvider>
    </ThemeProvider>
  );
}
