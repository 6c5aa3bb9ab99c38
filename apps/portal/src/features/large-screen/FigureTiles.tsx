import { useTranslation } from 'react-i18next';
import type { LargeScreen } from '@platform/contracts';
import { Tiles } from './styles';

/** The region's six figures, each a number with its name. */
export function FigureTiles({ figures }: { figures: LargeScreen['figures'] }) {
  const { t, i18n } = useTranslation();
  const format = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN');
  const tiles = [
    ['companies', format(figures.companies)],
    ['capital', format(Math.round(figures.capital / 10_000))],
    ['newCompanies', format(figures.newCompanies)],
    ['patents', format(figures.patents)],
    ['financing', format(figures.financing)],
    ['chains', format(figures.chains)],
  ] as const;
  return (
    <Tiles aria-label={t('largeScreen.figures')}>
      {tiles.map(([key, value]) => (
        <li key={key} data-testid={`figure-${key}`}>
          <strong>{value}</strong>
          {t(`largeScreen.${key}`)}
        </li>
      ))}
    </Tiles>
  );
}
