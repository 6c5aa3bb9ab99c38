import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, Tag } from '@platform/ui';
import { OperatorGate } from './OperatorGate';
import { useOperatorCustomersQuery } from './operatorApi';
import { Block, FieldRow } from './styles';

/** /operator/customers: the white-label customers, each opened in the editor (docs/operator.md "Customers"). */
export default function CustomersPage() {
  const { t } = useTranslation();
  const { data } = useOperatorCustomersQuery({});
  return (
    <OperatorGate title={t('operatorConsole.customers.title')}>
      <p>{t('operatorConsole.customers.intro')}</p>
      <FieldRow>
        <Link to="/operator/customerEdit" data-testid="customer-create">
          {t('operatorConsole.customers.create')}
        </Link>
      </FieldRow>
      {data && data.length === 0 && <Empty description={t('operatorConsole.customers.none')} />}
      <ul aria-label={t('operatorConsole.customers.title')} style={{ listStyle: 'none', padding: 0 }}>
        {data?.map((c) => (
          <li key={c.code}>
            <Block data-testid={`customer-${c.code}`}>
              <h2>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 12,
                    height: 12,
                    marginRight: 8,
                    borderRadius: 2,
                    background: c.brandColor,
                  }}
                />
                {c.platformName} ({c.code}){' '}
                {c.isDefault && <Tag>{t('operatorConsole.customers.default')}</Tag>}
              </h2>
              <p>
                {t('operatorConsole.customers.domains')}: {c.domains.join(', ') || '-'} ·{' '}
                {t(`operatorConsole.customers.themes.${c.theme}`)} · {c.brandColor}
              </p>
              <Link
                to={`/operator/customerEdit?code=${encodeURIComponent(c.code)}`}
                aria-label={t('operatorConsole.customers.edit', { name: c.platformName })}
              >
                {t('operatorConsole.customers.open')}
              </Link>
            </Block>
          </li>
        ))}
      </ul>
    </OperatorGate>
  );
}
