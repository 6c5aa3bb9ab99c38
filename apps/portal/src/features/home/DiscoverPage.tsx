import { useTranslation } from 'react-i18next';
import { Empty } from '@platform/ui';
import { Page } from '../../app/layout/Page';

/** Landing page after login; its content arrives with the discover feature. */
export default function DiscoverPage() {
  const { t } = useTranslation();
  return (
    <Page data-testid="discover-page">
      <h1>{t('routes.discover')}</h1>
      <Empty description={t('common.notBuiltYet')} />
    </Page>
  );
}
