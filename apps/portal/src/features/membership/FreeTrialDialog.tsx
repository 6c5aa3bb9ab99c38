import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@platform/ui';
import { AreaSelector } from '@platform/ui/domain';
import { TRIAL_DEFAULT_DAYS } from '@platform/contracts/pay/constants';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { useTrialActiveMutation, useTrialInfoQuery } from './membershipApi';
import { Note } from './styles';
import './i18n';

export const TRIAL_RELOAD_MS = 500;

const Services = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md}px;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radius.lg}px;
    background: ${({ theme }) => theme.colors.muted};
  }
  strong {
    display: block;
  }
`;

/**
 * Spec 1 §2/§4 Free trial: an area (never 全国) is required; not closable by Escape or
 * click-away; success (or a swallowed failure) reloads the page after 500 ms.
 */
export function FreeTrialDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const domain = window.location.hostname;
  const { data: info } = useTrialInfoQuery({ domain });
  const [activate, { isLoading }] = useTrialActiveMutation();
  const [regionCode, setRegionCode] = useState('');
  const day = info?.day ?? TRIAL_DEFAULT_DAYS;

  const submit = async () => {
    if (!regionCode) return;
    try {
      await activate({ regionCode, domain }).unwrap();
      // Spec 1 §4: a tracking event is logged on success (the tracking service is not built yet).
      console.info('[track] free-trial-activated', { regionCode });
    } catch {
      // Spec 1 §4: a failure is swallowed and the page still reloads.
    }
    setRegionCode('');
    dispatch(appActions.freeTrialShown(false));
    setTimeout(() => window.location.reload(), TRIAL_RELOAD_MS);
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && dispatch(appActions.freeTrialShown(false))}
      title={t('membership.trial.title')}
      width={540}
      closeOnEscape={false}
      closeOnClickAway={false}
      footer={
        <Button
          variant="primary"
          block
          disabled={!regionCode}
          loading={isLoading}
          onClick={() => void submit()}
        >
          {t('membership.trial.activate')}
        </Button>
      }
    >
      <div data-testid="free-trial">
        <h3>{t('membership.trial.congrats', { day })}</h3>
        <AreaSelector
          label={t('membership.trial.city')}
          excludeNationwide
          depth={2}
          value={regionCode}
          onChange={(code) => setRegionCode(code)}
        />
        {info && <Note>{t('membership.trial.expiry', { date: info.endDate })}</Note>}
        <Note>{t('membership.trial.serviceTitle')}</Note>
        <Services>
          <li>
            <strong>{t('membership.trial.special')}</strong>
            {t('membership.trial.specialDesc')}
          </li>
          <li>
            <strong>{t('membership.trial.professional')}</strong>
            {t('membership.trial.professionalDesc')}
          </li>
        </Services>
      </div>
    </Dialog>
  );
}
