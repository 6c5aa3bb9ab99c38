import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OperatorGate } from './OperatorGate';

const SECTIONS = [
  { key: 'customers', to: '/operator/customers' },
  { key: 'channels', to: '/operator/channels' },
  { key: 'codes', to: '/expenseCenter/qrCodeManagement' },
  { key: 'words', to: '/operator/sensitiveWords' },
  { key: 'dictionaries', to: '/operator/dictionaries' },
  { key: 'editions', to: '/operator/editions' },
  { key: 'partners', to: '/operator/partners' },
  { key: 'imports', to: '/operator/imports' },
  { key: 'health', to: '/operator/health' },
] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  padding: 0;
  list-style: none;
  a {
    display: block;
    height: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space.xl}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand[500]};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.colors.brandInk};
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** /operator/index: the console's sections. */
export default function OperatorHomePage() {
  const { t } = useTranslation();
  return (
    <OperatorGate title={t('operatorConsole.title')} home>
      <p>{t('operatorConsole.intro')}</p>
      <Grid data-testid="operator-sections">
        {SECTIONS.map((s) => (
          <li key={s.key}>
            <Link to={s.to}>
              <strong>{t(`operatorConsole.sections.${s.key}.title`)}</strong>
              <span>{t(`operatorConsole.sections.${s.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </Grid>
    </OperatorGate>
  );
}
