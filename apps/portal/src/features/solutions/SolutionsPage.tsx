import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty } from '@platform/ui';
import { useCustomer } from '../../shared/customer/useCustomer';
import { Page } from '../../shared/layout/Page';
import { solutionsOf } from './catalogue';
import { Cards, Intro } from './styles';
import './i18n';

/** /solution/index: the solutions this platform offers, by audience, from its configured services. */
export default function SolutionsPage() {
  const { t } = useTranslation();
  const { services } = useCustomer();
  const solutions = solutionsOf(services);
  return (
    <Page aria-labelledby="solutions-title">
      <h1 id="solutions-title">{t('solutions.title')}</h1>
      <Intro>{t('solutions.intro')}</Intro>
      {solutions.length === 0 ? (
        <Empty description={t('solutions.none')} />
      ) : (
        <Cards data-testid="solutions">
          {solutions.map((s) => (
            <li key={s.id}>
              <h2>{t(`solutions.items.${s.id}.title`)}</h2>
              <p>{t(`solutions.items.${s.id}.audience`)}</p>
              <p>
                {t('solutions.services')}:{' '}
                {s.services.map((x) => t(`services.${x.id}`, { defaultValue: x.name })).join(' · ')}
              </p>
              <Link
                to={`/solution/detail?id=${s.id}`}
                aria-label={`${t('solutions.more')}: ${t(`solutions.items.${s.id}.title`)}`}
              >
                {t('solutions.more')}
              </Link>
            </li>
          ))}
        </Cards>
      )}
    </Page>
  );
}
