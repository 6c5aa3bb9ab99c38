import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/layout/Page';
import { useCustomer } from '../../shared/customer/useCustomer';

export function AgreementPage({ kind }: { kind: 'privacy' | 'user' }) {
  const { t } = useTranslation();
  const { platformName } = useCustomer();
  return (
    <Page>
      <h1>{t(kind === 'privacy' ? 'agreement.privacyTitle' : 'agreement.userTitle')}</h1>
      <p>
        {t(kind === 'privacy' ? 'agreement.privacyBody' : 'agreement.userBody', { platform: platformName })}
      </p>
    </Page>
  );
}
