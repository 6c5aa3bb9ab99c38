import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@platform/ui';
import type { SocialSource } from '@platform/contracts';
import { useSocialAuthorizeMutation, useSocialProvidersQuery } from '../authApi';
import { rememberSocialNext } from './socialNext';
import './i18n';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** Where a sign-in started on /login continues (its ?path=), else the page the dialog was opened on. */
function nextAfterSignIn(pathname: string, search: string): string {
  if (pathname !== '/login') return pathname + search;
  return new URLSearchParams(search).get('path') ?? '/home/discover';
}

/**
 * 其他登录方式 (docs/social-login.md): a button per provider this platform offers; each starts a
 * sign-in bound to this browser and goes to the provider's page, which sends the browser back to
 * /oauth/callback/<provider>.
 */
export function SocialLoginButtons() {
  const { t } = useTranslation();
  const location = useLocation();
  const providers = useSocialProvidersQuery().data ?? [];
  const [authorize, { isLoading, originalArgs }] = useSocialAuthorizeMutation();
  if (providers.length === 0) return null;
  const start = async (source: SocialSource) => {
    const { authorizeUrl } = await authorize({ source }).unwrap();
    rememberSocialNext(nextAfterSignIn(location.pathname, location.search));
    window.location.assign(authorizeUrl);
  };
  return (
    <Row role="group" aria-label={t('social.others')}>
      <span>{t('social.others')}</span>
      {providers.map(({ source, sandbox }) => {
        const provider = t(`social.provider.${source}`);
        return (
          <Button
            key={source}
            size="sm"
            title={sandbox ? `${provider}${t('social.sandbox')}` : provider}
            loading={isLoading && originalArgs?.source === source}
            onClick={() => void start(source).catch(() => undefined)}
          >
            {provider}
          </Button>
        );
      })}
    </Row>
  );
}
