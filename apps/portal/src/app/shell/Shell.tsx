import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { useRouteMeta } from '../router/useRouteMeta';
import { GlobalStyle, pageKindOf } from '../theme/GlobalStyle';
import { Footer } from './footer/Footer';
import { LazyRightSideBar } from './lazyUi';
import { Body, Main } from './shellLayout';
import { SideMenu } from './SideMenu';
import { TopBar } from './topbar/TopBar';
import { useRouteEffects } from './useRouteEffects';
import { useCrossTabLogout, useLoginStateWatcher, useServiceRefresh } from './useSessionWatchers';
import { useWindowWidth } from './useWindowWidth';
import { useIdle } from './useIdle';
import { useUserSetting } from './useUserSetting';

import { ActivationHost } from '../../features/activation-codes';
import { LoginDialog } from '../../features/auth';
import { MembershipHost } from '../../features/membership';
import { ChatHost } from '../../features/im';

/** The root layout (spec 1 §2 Layout). */
export function Shell() {
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const width = useWindowWidth();
  const showLogin = useAppSelector((s) => s.app.showLogInDialog);
  const idle = useIdle();
  const signedIn = useAppSelector((s) => !!s.app.userInfo?.userId);
  useRouteEffects(meta);
  useLoginStateWatcher();
  useCrossTabLogout();
  useServiceRefresh();
  useUserSetting();
  return (
    <>
      <GlobalStyle $page={pageKindOf(pathname, meta?.title)} $width={width} />
      {!meta?.bare && <TopBar />}
      <Body>
        {meta?.side && <SideMenu />}
        <Main>
          <Outlet />
        </Main>
      </Body>
      {meta?.isShowFooter && <Footer />}
      <Suspense fallback={null}>{idle && !meta?.bare && <LazyRightSideBar />}</Suspense>
      {showLogin && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {idle && (
          <>
            <MembershipHost />
            <ActivationHost />
            {signedIn && <ChatHost />}
          </>
        )}
      </Suspense>
    </>
  );
}
