import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Spinner } from '@platform/ui';
import { MealCode, TenantType } from '@platform/contracts/constants';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { openVip } from './membershipSlice';
import { useMemberInfoQuery, useTrialInfoQuery } from './membershipApi';
import { memberState } from './memberState';
import { Rows } from './styles';
import { Page } from './VipServicesPage';
import { VipPlans } from './VipPlans';
import './i18n';

const Status = styled.section`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  margin-bottom: ${({ theme }) => theme.space.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** /member/index (personal edition) and ?payType=company (enterprise edition). */
export default function MemberIndexPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const tab = params.get('payType') === 'company' ? MealCode.ENTERPRISE : MealCode.PERSONAL;
  const token = useAppSelector((s) => s.app.token);
  const { data: member, isFetching } = useMemberInfoQuery(undefined, { skip: !token });
  const { data: trial } = useTrialInfoQuery({ domain: window.location.hostname }, { skip: !token });

  return (
    <Page>
      <h1>{t('membership.page.memberTitle')}</h1>
      {token && (
        <Status data-testid="member-status">
          {isFetching && !member ? (
            <Spinner />
          ) : (
            <Rows>
              <dt>{t('membership.page.memberState')}</dt>
              <dd data-testid="member-state">{memberState(t, member, trial)}</dd>
              {member?.expireTime ? (
                <>
                  <dt>{t('membership.page.expireTime')}</dt>
                  <dd data-testid="member-expire">{member.expireTime}</dd>
                </>
              ) : (
                trial?.activeUntil && (
                  <>
                    <dt>{t('membership.page.trialEnds')}</dt>
                    <dd data-testid="member-expire">{trial.activeUntil}</dd>
                  </>
                )
              )}
              {member?.mealCode === MealCode.ENTERPRISE && (
                <>
                  <dt>{t('membership.page.accountNum')}</dt>
                  <dd>{member.accountNum}</dd>
                </>
              )}
            </Rows>
          )}
          <Buttons>
            <Button onClick={() => openVip(dispatch, tab)} variant="primary">
              {member?.isMember && member.tenantType === TenantType.PERSONAL
                ? t('membership.vip.renewNow')
                : t('membership.vip.openNow')}
            </Button>
            <Button onClick={() => dispatch(appActions.activationDialogShown(true))}>
              {t('membership.page.redeem')}
            </Button>
            {trial && !trial.used && !member?.isMember && (
              <Button onClick={() => dispatch(appActions.freeTrialShown(true))}>
                {t('membership.page.startTrial')}
              </Button>
            )}
          </Buttons>
        </Status>
      )}
      <h2>{t('membership.page.privileges')}</h2>
      <VipPlans key={tab} initialTab={tab} />
    </Page>
  );
}
