import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, confirm, toast } from '@platform/ui';
import type { SocialSource } from '@platform/contracts';
import {
  useSocialBindAuthorizeMutation,
  useSocialBindingsQuery,
  useSocialProvidersQuery,
  useSocialUnbindMutation,
} from '../authApi';
import { rememberSocialNext } from './socialNext';
import './i18n';

const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  max-width: 560px;
  li {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    min-width: 72px;
  }
  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** Account security's 第三方账号 tab: each provider, linked (with its nickname) or not, to link or unlink. */
export function SocialBindings() {
  const { t, i18n } = useTranslation();
  const { data: providers, isLoading } = useSocialProvidersQuery();
  const bindings = useSocialBindingsQuery().data ?? [];
  const [authorize, starting] = useSocialBindAuthorizeMutation();
  const [unbind, unbinding] = useSocialUnbindMutation();
  if (isLoading || !providers) return <Spinner />;
  if (providers.length === 0) return <p>{t('social.none')}</p>;

  const bind = async (source: SocialSource) => {
    const { authorizeUrl } = await authorize({ source }).unwrap();
    rememberSocialNext('/user/safety/index');
    window.location.assign(authorizeUrl);
  };
  const remove = async (source: SocialSource, provider: string) => {
    const sure = await confirm({
      title: t('social.unbindTitle', { provider }),
      content: t('social.unbindConfirm', { provider }),
    });
    if (!sure) return;
    await unbind({ source }).unwrap();
    toast.success(t('social.unbound'));
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'zh-CN');

  return (
    <section aria-label={t('social.tab')}>
      <p>{t('social.intro')}</p>
      <List>
        {providers.map(({ source }) => {
          const provider = t(`social.provider.${source}`);
          const bound = bindings.find((b) => b.source === source);
          return (
            <li key={source}>
              <strong>{provider}</strong>
              <span>
                {bound
                  ? t('social.bound', { nickname: bound.nickname || provider, date: date(bound.boundAt) })
                  : t('social.notBound')}
              </span>
              {bound ? (
                <Button
                  size="sm"
                  aria-label={`${t('social.unbind')} ${provider}`}
                  loading={unbinding.isLoading && unbinding.originalArgs?.source === source}
                  onClick={() => void remove(source, provider).catch(() => undefined)}
                >
                  {t('social.unbind')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="primary"
                  aria-label={`${t('social.bind')} ${provider}`}
                  loading={starting.isLoading && starting.originalArgs?.source === source}
                  onClick={() => void bind(source).catch(() => undefined)}
                >
                  {t('social.bind')}
                </Button>
              )}
            </li>
          );
        })}
      </List>
    </section>
  );
}
