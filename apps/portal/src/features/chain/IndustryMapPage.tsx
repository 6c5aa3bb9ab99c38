import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Select, Spinner } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useChainCatalogueQuery, useChainRegionsQuery, useChainStatisticsQuery } from './chainApi';
import { mapPath } from './paths';
import { ChainCard, Grid } from './styles';
import './i18n';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Picker = styled.div`
  max-width: 320px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

/** One chain's companies in the region, linking to its map opened on that region. */
function RegionChain({ code, name, region }: { code: string; name: string; region: string }) {
  const { t } = useTranslation();
  const { data } = useChainStatisticsQuery({ induChainId: code, regionCode: region });
  return (
    <li>
      <ChainCard to={`${mapPath(code)}&region=${region}`}>
        <strong>{name}</strong>
        <span>{data ? t('chain.industryMap.count', { count: data.total }) : '…'}</span>
        <span>{t('chain.industryMap.open')}</span>
      </ChainCard>
    </li>
  );
}

/**
 * /serve/industryMap: the chain maps with the region first. Choose a province (kept in the address
 * as `region`); every chain shows its companies there and opens its map filtered to it.
 */
export default function IndustryMapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const region = /^\d{2}$/.test(params.get('region') ?? '') ? params.get('region')! : '';
  const { data: provinces } = useChainRegionsQuery(undefined);
  const { data: catalogue, isLoading } = useChainCatalogueQuery({});
  const chains = catalogue?.classes.flatMap((c) => c.chains) ?? [];
  return (
    <Page data-testid="industry-map">
      <h1>{t('chain.industryMap.title')}</h1>
      <Intro>{t('chain.industryMap.intro')}</Intro>
      <Picker>
        <Select
          label={t('chain.industryMap.region')}
          placeholder={t('chain.industryMap.region')}
          value={region ? `${region}0000` : ''}
          options={(provinces ?? []).map((p) => ({ value: p.code, label: p.name }))}
          onChange={(value) => setParams(value ? { region: value.slice(0, 2) } : {}, { replace: true })}
        />
      </Picker>
      {isLoading && <Spinner />}
      {region && (
        <Grid aria-label={t('chain.industryMap.chains')}>
          {chains.map((c) => (
            <RegionChain key={c.chainCode} code={c.chainCode} name={c.chainName} region={region} />
          ))}
        </Grid>
      )}
    </Page>
  );
}
