import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RelationGraph } from '@platform/ui/charts';
import { useLazyInvestmentLinkageGraphQuery } from './analysisApi';
import { Block } from './styles';
import type { ChainScope } from './types';

/**
 * The investors and the companies they financed. The call is cancellable (spec 2 §7): a new scope
 * aborts the request still under way for the last one, so a slow answer never lands late.
 */
export function LinkageGraph({ scope }: { scope: ChainScope }) {
  const { t } = useTranslation();
  const [load, { data, isFetching }] = useLazyInvestmentLinkageGraphQuery();
  const { induChainId, nodeCode, regionCode } = scope;
  useEffect(() => {
    const request = load({ induChainId, nodeCode, regionCode, investors: 12 });
    return () => request.abort();
  }, [load, induChainId, nodeCode, regionCode]);
  return (
    <Block aria-busy={isFetching}>
      <h3>{t('analysis.investment.graph')}</h3>
      <RelationGraph
        label={t('analysis.investment.graph')}
        categories={[
          { key: 'org', name: t('analysis.investment.orgs') },
          { key: 'company', name: t('analysis.investment.financed') },
        ]}
        nodes={(data?.nodes ?? []).map((n) => ({ id: n.id, name: n.name, category: n.kind, value: n.value }))}
        links={data?.links ?? []}
      />
    </Block>
  );
}
