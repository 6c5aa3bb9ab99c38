import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LandingFacts } from '@platform/contracts';
import { CATALOGUE_PATH, mapPath } from '../chain';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    gap: 8px;
    height: 100%;
    box-sizing: border-box;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand[500]};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a:hover strong,
  a:focus-visible strong {
    color: ${({ theme }) => theme.colors.brandInk};
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

/**
 * The platform's chain catalogue (its first chains, in its order), each opening the chain's map;
 * the map asks a visitor to log in where it needs to. Then the whole catalogue.
 */
export function HomeChains({ chains }: { chains: LandingFacts['chains'] }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  if (!chains.list.length) return null;
  return (
    <>
      <Grid data-testid="home-chains">
        {chains.list.map((c) => (
          <li key={c.chainCode}>
            <Link to={mapPath(c.chainCode)}>
              <strong>{t(`home.chainNames.${c.chainCode}`, { defaultValue: c.chainName })}</strong>
              <span>
                {t('home.chainCounts', { nodes: number(c.nodeCount), companies: number(c.companyCount) })}
              </span>
            </Link>
          </li>
        ))}
      </Grid>
      <p>
        <Link to={CATALOGUE_PATH}>{t('home.allChains', { total: chains.total })}</Link>
      </p>
    </>
  );
}
