import { Suspense } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Popover } from '@platform/ui';
import { useAppSelector } from '../../../shared/store/hooks';
import { displayName } from '../../../shared/session/userInfo';
import type { AppStore } from '../../../shared/store/rootState';
import { logout, useUserCountsQuery } from '../../../features/auth';
import { MembershipStatus } from '../../../features/membership';
import { CHANNEL_REPORT_PATH, isPlatformOperator } from '../../../features/media-tracking';
import { OPERATOR_CONSOLE_PATH } from '../../../features/operator';
import { BarButton } from './TopBar.styles';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 260px;
`;

const Name = styled.div`
  font-weight: 600;
  font-size: 16px;
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: 12px;
`;

const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
  text-align: center;
`;

const Count = styled.button`
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  strong {
    display: block;
    font-size: 16px;
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: 12px;
  }
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 8px;
`;

const LinkButton = styled.button`
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  padding: 6px 0;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.brandInk};
  }
`;

/** The user dropdown of spec 1 §2 Top bar. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useStore() as AppStore;
  const user = useAppSelector((s) => s.app.userInfo);
  const operator = useAppSelector((s) => isPlatformOperator(s.app));
  const { data: counts } = useUserCountsQuery();
  const go = (path: string) => void navigate(path);
  const countItems = [
    { key: 'friends', value: counts?.friendCount, to: '/im/index?target=friendList' },
    { key: 'cardHolder', value: counts?.VCardCount, to: '/im/index?target=cardList' },
    { key: 'fans', value: counts?.fansCount, to: '/control/fans' },
    { key: 'following', value: counts?.attentionCount, to: '/control/focus?type=focusPerson' },
  ] as const;
  return (
    <Popover
      trigger="hover"
      placement="bottom-end"
      aria-label={displayName(user)}
      content={
        <Panel data-testid="user-menu">
          <div>
            <Name>{user?.nickName || displayName(user)}</Name>
            <Muted>{t('topBar.account', { account: user?.account ?? '' })}</Muted>
            <Suspense fallback={null}>
              <MembershipStatus />
            </Suspense>
          </div>
          <Counts>
            {countItems.map((item) => (
              <Count
                key={item.key}
                type="button"
                data-testid={`count-${item.key}`}
                onClick={() => go(item.to)}
              >
                <strong>{item.value ?? '-'}</strong>
                <span>{t(`topBar.${item.key}`)}</span>
              </Count>
            ))}
          </Counts>
          <Links>
            <LinkButton type="button" onClick={() => go('/user/personal/card')}>
              {t('topBar.myCard')}
            </LinkButton>
            <LinkButton type="button" onClick={() => go('/user/personal/index')}>
              {t('topBar.personalCenter')}
            </LinkButton>
            {operator && (
              <LinkButton
                type="button"
                data-testid="menu-operator-console"
                onClick={() => go(OPERATOR_CONSOLE_PATH)}
              >
                {t('topBar.operatorConsole')}
              </LinkButton>
            )}
            {operator && (
              <LinkButton
                type="button"
                data-testid="menu-channel-report"
                onClick={() => go(CHANNEL_REPORT_PATH)}
              >
                {t('topBar.channelReport')}
              </LinkButton>
            )}
            <LinkButton type="button" onClick={() => void logout(store)}>
              {t('topBar.logout')}
            </LinkButton>
          </Links>
        </Panel>
      }
    >
      <BarButton type="button" data-testid="user-menu-trigger">
        {displayName(user)} ▾
      </BarButton>
    </Popover>
  );
}
