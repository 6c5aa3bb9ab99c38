import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, Spinner } from '@platform/ui';
import { PolicyItem } from './PolicyItem';
import { usePolicyForCompanyQuery } from './policiesApi';
import { List, Section } from './styles';
import './i18n';

/**
 * 相关政策 on a company's profile: policies in force for its county, city, province and the
 * whole country, on its chains (or for every industry). Silent when the company is unknown.
 */
export function RelatedPolicies({ companyId, size = 5 }: { companyId: string; size?: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = usePolicyForCompanyQuery({ companyId, size });
  if (isError) return null;
  return (
    <Section aria-labelledby="related-policies-title" data-testid="related-policies">
      <h2 id="related-policies-title">{t('policies.related.title')}</h2>
      <p>{t('policies.related.intro')}</p>
      {isLoading ? (
        <Spinner />
      ) : !data?.records.length ? (
        <Empty description={t('policies.related.empty')} />
      ) : (
        <List aria-label={t('policies.related.title')}>
          {data.records.map((p) => (
            <PolicyItem key={p.policyId} policy={p} heading="h3" />
          ))}
        </List>
      )}
      <Link to="/serve/policy">{t('policies.related.more')}</Link>
    </Section>
  );
}
