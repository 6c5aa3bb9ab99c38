import { useTranslation } from 'react-i18next';
import { Empty } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useRouteMeta } from '../router/useRouteMeta';

/** A route whose page comes in a later issue: its title and an empty state. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <Page>
      <h1>{meta ? t(`routes.${meta.title}`) : ''}</h1>
      <Empty description={t('common.notBuiltYet')} />
    </Page>
  );
}
