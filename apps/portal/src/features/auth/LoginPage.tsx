import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCustomer } from '../../shared/customer/useCustomer';
import { useAppSelector } from '../../shared/store/hooks';
import { LoginTabs } from './LoginTabs';
import { isOwnPath } from '../../shared/router/ownPath';

const Card = styled.section`
  box-sizing: border-box;
  width: min(705px, 100%);
  margin: 48px auto;
  padding: 32px 40px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h1 {
    margin: 0 0 16px;
    font-size: 22px;
  }
`;

/** Where a sign-in on /login continues: ?path=/… of this site (spec 1 §2 query parameters), else discover. */
function nextOf(search: URLSearchParams): string {
  const path = search.get('path') ?? '';
  return isOwnPath(path) ? path : '/home/discover';
}

/**
 * /login for visitors: the login dialog's content as a page of its own, for direct links. Signed in,
 * it moves on to ?path= or /home/discover. (With a token the guard opens the dialog instead, spec 1 §4.)
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { platformName } = useCustomer();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAppSelector((s) => Boolean(s.app.userInfo?.userId));
  useEffect(() => {
    if (signedIn) void navigate(nextOf(search), { replace: true });
  }, [signedIn, search, navigate]);
  return (
    <Card aria-labelledby="login-page-title">
      <h1 id="login-page-title">
        {t('login.title')} · {platformName}
      </h1>
      <LoginTabs />
    </Card>
  );
}
