import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Empty } from '@platform/ui';
import { useRouteMeta } from '../../app/router/useRouteMeta';

export const Page = styled.section`
  max-width: 1200px;
  margin: 24px auto;
  padding: 24px 32px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  h1 {
    margin: 0 0 16px;
    font-size: 20px;
  }
`;

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
