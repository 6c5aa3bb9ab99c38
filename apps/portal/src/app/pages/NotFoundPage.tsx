import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty } from '@platform/ui';
import { Page } from '../../shared/layout/Page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('notFound.title')}</h1>
      <Empty description={t('notFound.text')}>
        <Link to="/">{t('notFound.home')}</Link>
      </Empty>
    </Page>
  );
}
