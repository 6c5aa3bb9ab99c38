import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, Spinner } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useOperatorMeQuery } from './operatorApi';
import './i18n';

/**
 * A console page's frame: its title, a way back to the console, and its content for the operator
 * only. The server refuses the console's calls to anyone else whatever this shows.
 */
export function OperatorGate({
  title,
  home = false,
  children,
}: {
  title: string;
  home?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useOperatorMeQuery({});
  return (
    <Page aria-labelledby="operator-title">
      {!home && <Link to="/operator/index">{t('operatorConsole.back')}</Link>}
      <h1 id="operator-title">{title}</h1>
      {me.isLoading && <Spinner />}
      {me.data && !me.data.operator && <Empty description={t('operatorConsole.notOperator')} />}
      {me.data?.operator && children}
    </Page>
  );
}
