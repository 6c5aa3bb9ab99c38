import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VipPlans } from './VipPlans';
import './i18n';

export const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.lg}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.h1}px;
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** /product/vipServices: the plans of the VIP dialog as a page; all privileges open /member/index. */
export default function VipServicesPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('membership.page.vipTitle')}</h1>
      <Intro>
        {t('membership.page.vipIntro')}{' '}
        <a href="/member/index" target="_blank" rel="noopener">
          {t('membership.page.allPrivileges')}
        </a>
      </Intro>
      <VipPlans />
    </Page>
  );
}
