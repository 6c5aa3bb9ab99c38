import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, Tag } from '@platform/ui';
import { PURCHASED_LABEL, SERVICE_ROUTES } from '../../shared/customer/serviceRoutes';
import { useCustomer } from '../../shared/customer/useCustomer';
import { Page } from '../../shared/layout/Page';
import { usePurchasedServicesQuery } from '../../shared/permission/permissionApi';
import { useAppSelector } from '../../shared/store/hooks';
import { solutionsOf } from './catalogue';
import { Columns, Intro, ServiceList } from './styles';
import './i18n';

/**
 * /solution/detail?id=…: one solution, its problems and what it gives, and its services, each
 * opening its page (marked when purchased; the route guard asks others to log in or buy).
 */
export default function SolutionDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { services } = useCustomer();
  const token = useAppSelector((s) => s.app.token);
  const { data: purchased } = usePurchasedServicesQuery(undefined, { skip: !token });
  const solution = solutionsOf(services).find((s) => s.id === params.get('id'));
  const back = <Link to="/solution/index">{t('solutions.back')}</Link>;
  if (!solution)
    return (
      <Page aria-labelledby="solution-title">
        <h1 id="solution-title">{t('solutions.title')}</h1>
        <Empty description={t('solutions.notFound')} />
        {back}
      </Page>
    );
  const bought = new Set((purchased ?? []).filter((p) => p.label === PURCHASED_LABEL).map((p) => p.id));
  const key = `solutions.items.${solution.id}` as const;
  const lines = (k: 'pains' | 'offers') => t(`${key}.${k}`).split('\n');
  return (
    <Page aria-labelledby="solution-title">
      {back}
      <h1 id="solution-title">{t(`${key}.title`)}</h1>
      <Intro>{t(`${key}.audience`)}</Intro>
      <Columns>
        <section aria-labelledby="solution-pains">
          <h2 id="solution-pains">{t('solutions.pains')}</h2>
          <ul>
            {lines('pains').map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="solution-offers">
          <h2 id="solution-offers">{t('solutions.offers')}</h2>
          <ul>
            {lines('offers').map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
      </Columns>
      <h2>{t('solutions.services')}</h2>
      <ServiceList data-testid="solution-services">
        {solution.services.map((s) => {
          const name = t(`services.${s.id}`, { defaultValue: s.name });
          const to = SERVICE_ROUTES[s.id];
          return (
            <li key={s.id}>
              {to ? <Link to={to}>{name}</Link> : <span>{name}</span>}
              {bought.has(s.id) && <Tag>{t('solutions.purchased')}</Tag>}
            </li>
          );
        })}
      </ServiceList>
      <Link to="/product/vipServices">{t('solutions.consult')}</Link>
    </Page>
  );
}
