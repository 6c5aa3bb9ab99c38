import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '../../../shared/customer/useCustomer';
import { SERVICE_ROUTES } from '../../../shared/customer/serviceRoutes';
import { quickNavColumns } from './quickNav';
import { RAIL_GUTTER } from '../sidebar/railLayout';

const Wrap = styled.footer`
  background: #1f2430;
  color: rgba(255, 255, 255, 0.75);
  padding: 32px ${RAIL_GUTTER}px 16px 48px;
  font-size: 13px;
  a:hover {
    color: #fff;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 48px;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    margin: 0 0 4px;
    color: #fff;
    font-size: 14px;
  }
`;

const Bottom = styled.div`
  margin-top: 24px;
  padding-top: 12px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

/** Spec 1 §2 Footer. */
export function Footer() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const columns = quickNavColumns(customer.services);
  return (
    <Wrap data-testid="footer">
      <Row>
        <Column>
          <h3>{customer.platformName}</h3>
          <span>{t('footer.servicePhone', { phone: customer.servicePhone })}</span>
          {customer.address && <span>{t('footer.address', { address: customer.address })}</span>}
        </Column>
        {customer.services.length > 0 && (
          <Column data-testid="quick-nav">
            <h3>{t('footer.quickNav')}</h3>
            <Row style={{ gap: 32 }}>
              {columns.map((column, index) => (
                <Column key={index}>
                  {column.map((service) => (
                    <Link key={service.id} to={SERVICE_ROUTES[service.id] ?? '/'}>
                      {t(`services.${service.id}`, { defaultValue: service.name })}
                    </Link>
                  ))}
                </Column>
              ))}
            </Row>
          </Column>
        )}
        {customer.footerPartners.length > 0 && (
          <Column data-testid="footer-partners">
            <h3>{t('footer.partners')}</h3>
            {customer.footerPartners.map((p) =>
              p.url ? (
                <a key={p.name} href={p.url} target="_blank" rel="noopener noreferrer">
                  {p.name}
                </a>
              ) : (
                <span key={p.name}>{p.name}</span>
              ),
            )}
          </Column>
        )}
        {customer.isDefaultCustomer && (
          <>
            {customer.footerPartners.length === 0 && (
              <Column>
                <h3>{t('footer.partners')}</h3>
                {t('footer.partnerLinks')
                  .split('|')
                  .map((name) => (
                    <span key={name}>{name}</span>
                  ))}
              </Column>
            )}
            <Column>
              <h3>{t('footer.promises')}</h3>
              <span>{t('footer.promiseList')}</span>
            </Column>
          </>
        )}
      </Row>
      <Bottom>
        <Link to="/agreement/privacy">{t('footer.privacy')}</Link>
        <Link to="/agreement/user">{t('footer.userAgreement')}</Link>
        {customer.record && <span>{customer.record}</span>}
        {customer.license && <span>{customer.license}</span>}
        {customer.companyName && <span>© {customer.companyName}</span>}
      </Bottom>
    </Wrap>
  );
}
