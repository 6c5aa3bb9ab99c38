import styled from 'styled-components';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BusinessType } from '@platform/contracts/constants';
import { Button, Spinner } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { promptPurchase } from '../../shared/api/purchasePrompt';
import { permissionApi } from '../../shared/permission/permissionApi';
import { appActions } from '../../shared/session/appSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import './i18n';

const OFFERS = ['appeals', 'notices', 'service', 'stats'] as const;
const WORKSPACE = '/politicsHome/politicsIndex';
const ENTERPRISE_SIDE = '/serve/govAppeal';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Offers = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: ${({ theme }) => theme.space.md}px;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
  p {
    margin: 0;
  }
`;
const Entry = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

/**
 * /serve/govAndEnt: what 政企通 offers, and the way in. An organisation that bought business type 5
 * opens its workspace; another is offered the purchase; a visitor is asked to log in. Any signed-in
 * company may file an appeal on the enterprise side (docs/gov.md).
 */
export default function GovAndEntPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const check = permissionApi.usePermissionCheckQuery(
    { businessType: BusinessType.GOVERNMENT_ENTERPRISE },
    { skip: !loggedIn },
  );
  const bought = check.data === 'true';
  return (
    <Page aria-labelledby="gov-and-ent-title" data-testid="gov-and-ent">
      <h1 id="gov-and-ent-title">{t('govAndEnt.title')}</h1>
      <Intro>{t('govAndEnt.intro')}</Intro>
      <h2>{t('govAndEnt.offersTitle')}</h2>
      <Offers>
        {OFFERS.map((o) => (
          <li key={o}>
            <h3>{t(`govAndEnt.offers.${o}.title`)}</h3>
            <p>{t(`govAndEnt.offers.${o}.text`)}</p>
          </li>
        ))}
      </Offers>
      <Entry>
        {!loggedIn ? (
          <>
            <span>{t('govAndEnt.loginHint')}</span>
            <Button variant="primary" onClick={() => dispatch(appActions.loginDialogShown(true))}>
              {t('govAndEnt.login')}
            </Button>
          </>
        ) : check.isLoading ? (
          <Spinner aria-label={t('govAndEnt.checking')} />
        ) : bought ? (
          <Button variant="primary" onClick={() => void navigate(WORKSPACE)}>
            {t('govAndEnt.enter')}
          </Button>
        ) : (
          <>
            <span>{t('govAndEnt.buyHint')}</span>
            <Button variant="primary" onClick={() => void promptPurchase()}>
              {t('govAndEnt.buy')}
            </Button>
          </>
        )}
        {loggedIn && <Link to={ENTERPRISE_SIDE}>{t('govAndEnt.enterprise')}</Link>}
      </Entry>
    </Page>
  );
}
