import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner, toast } from '@platform/ui';
import { SOCIAL_SOURCES, type CheckThirdLoginView, type SocialSource } from '@platform/contracts';
import { requestToken } from '../../../shared/api/tokenGrant';
import { currentLanguage } from '../../../shared/i18n';
import type { AppStore } from '../../../shared/store/rootState';
import { useCheckThirdLoginMutation } from '../authApi';
import { completeLogin } from '../session';
import { SocialPhoneForm } from './SocialPhoneForm';
import { takeSocialNext } from './socialNext';
import './i18n';

const Card = styled.section`
  box-sizing: border-box;
  width: min(480px, 100%);
  margin: 48px auto;
  padding: 32px 40px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h1 {
    margin: 0 0 16px;
    font-size: 20px;
  }
  p {
    overflow-wrap: anywhere;
  }
`;

type Step =
  | { kind: 'checking' }
  | { kind: 'signingIn' }
  | { kind: 'phone'; uuid: string; nickname: string }
  | { kind: 'failed'; message: string };

/**
 * The provider's answer is checked once per state, even when React runs the effect twice
 * (development's strict mode): a state is good for one check only. Forgotten once answered.
 */
const checks = new Map<string, Promise<CheckThirdLoginView>>();

const isSource = (value: string | undefined): value is SocialSource =>
  (SOCIAL_SOURCES as readonly string[]).includes(value ?? '');

/**
 * /oauth/callback/:source (docs/social-login.md): where the provider sends the browser back. An
 * identity with an account signs in; a new one links a phone first; a binding goes back to account
 * security. The code and state leave the address bar at once.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const { source } = useParams();
  const [search] = useSearchParams();
  const [answer] = useState(() => ({
    code: search.get('code') ?? '',
    state: search.get('state') ?? '',
    denied: search.has('error'),
  }));
  const usable = isSource(source) && !answer.denied && Boolean(answer.code && answer.state);
  const [step, setStep] = useState<Step>(() =>
    usable ? { kind: 'checking' } : { kind: 'failed', message: answer.denied ? t('social.denied') : '' },
  );
  const [check] = useCheckThirdLoginMutation();
  const provider = isSource(source) ? t(`social.provider.${source}`) : '';

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!usable || !isSource(source)) return;
    let live = true;
    let pending = checks.get(answer.state);
    if (!pending) {
      pending = check({ source, code: answer.code, state: answer.state }).unwrap();
      checks.set(answer.state, pending);
      const forget = () => void checks.delete(answer.state);
      pending.then(forget, forget);
    }
    const finish = async (view: CheckThirdLoginView) => {
      if (view.result === 'linked') {
        toast.success(t('social.linked', { provider }));
        void navigate(takeSocialNext('/user/safety/index'), { replace: true });
      } else if (view.result === 'needsPhone') {
        setStep({ kind: 'phone', uuid: view.uuid ?? '', nickname: view.nickname });
      } else {
        setStep({ kind: 'signingIn' });
        const result = await requestToken(
          { grant_type: 'social', source, uuid: view.uuid ?? '', scope: 'all' },
          undefined,
          currentLanguage(),
        );
        if (!result.ok) throw new Error(result.message);
        await completeLogin(store, result.token);
        void navigate(takeSocialNext(), { replace: true });
      }
    };
    pending
      .then((view) => (live ? finish(view) : undefined))
      .catch((error: unknown) => {
        if (live) setStep({ kind: 'failed', message: (error as { message?: string } | null)?.message ?? '' });
      });
    return () => void (live = false);
  }, [answer, check, navigate, provider, source, store, t, usable]);

  return (
    <Card aria-labelledby="social-callback-title">
      <h1 id="social-callback-title">
        {step.kind === 'phone' ? t('social.needsPhoneTitle') : t('social.callbackTitle')}
      </h1>
      {step.kind === 'checking' && <Spinner label={t('social.checking')} />}
      {step.kind === 'signingIn' && <Spinner label={t('social.signingIn')} />}
      {step.kind === 'phone' && isSource(source) && (
        <>
          <p>{t('social.needsPhoneIntro', { provider, nickname: step.nickname })}</p>
          <SocialPhoneForm
            source={source}
            uuid={step.uuid}
            onSignedIn={() => void navigate(takeSocialNext(), { replace: true })}
          />
        </>
      )}
      {step.kind === 'failed' && (
        <>
          <p role="alert">{step.message || t('social.failed')}</p>
          <Link to="/login">{t('social.backToLogin')}</Link>
        </>
      )}
    </Card>
  );
}
