import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '../../shared/customer/useCustomer';
import { currentDomain } from '../../shared/customer/customerConfig';
import { HomeChains } from './HomeChains';
import { HomeSearch } from './HomeSearch';
import { HomeServices } from './HomeServices';
import { useLandingFactsQuery } from './homeApi';

const Hero = styled.section`
  padding: 72px 48px 56px;
  text-align: center;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.brand[600]},
    ${({ theme }) => theme.colors.brand[400]}
  );
  color: ${({ theme }) => theme.colors.onBrand[500]};
  h1 {
    margin: 0 0 8px;
    font-size: 36px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 24px;
  }
  @media (max-width: 600px) {
    padding: 48px 16px 40px;
  }
`;

const Section = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 48px 0;
  h2 {
    margin: 0 0 16px;
    font-size: 22px;
  }
  @media (max-width: 600px) {
    padding: 32px 16px 0;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 24px 48px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: 28px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.brandInk};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/**
 * / (indexFlag 1): what this platform offers a visitor, from its own configuration and data: a
 * company search that answers at once, the size of the data set (companies, chains, this
 * platform's business cards), the chain catalogue, the services, and discover (docs/landing.md).
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const customer = useCustomer();
  const { data: facts } = useLandingFactsQuery({ domain: currentDomain() });
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <>
      <Hero>
        <h1 data-testid="home-title">{customer.platformName}</h1>
        <p>{t('home.tagline')}</p>
        <HomeSearch />
      </Hero>
      {facts && (
        <Section aria-labelledby="home-facts">
          <h2 id="home-facts">{t('home.facts')}</h2>
          <Facts>
            <div>
              <dt>{t('home.companies')}</dt>
              <dd data-testid="home-company-count">
                {t(facts.companies.totalExact ? 'home.count' : 'home.countAbout', {
                  count: number(facts.companies.total),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('home.chains')}</dt>
              <dd data-testid="home-chain-count">{number(facts.chains.total)}</dd>
            </div>
            <div>
              <dt>{t('home.cards')}</dt>
              <dd data-testid="home-card-count">{number(facts.cards)}</dd>
            </div>
          </Facts>
        </Section>
      )}
      {facts && facts.chains.list.length > 0 && (
        <Section aria-labelledby="home-chain-map">
          <h2 id="home-chain-map">{t('home.chainMap')}</h2>
          <HomeChains chains={facts.chains} />
        </Section>
      )}
      <Section aria-labelledby="home-services">
        <h2 id="home-services">{t('home.services')}</h2>
        <HomeServices />
        <p>
          <Link to="/home/discover">{t('home.discover')}</Link>
        </p>
      </Section>
    </>
  );
}
