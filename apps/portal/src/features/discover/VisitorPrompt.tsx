import { useTranslation } from 'react-i18next';
import { Button, Empty } from '@platform/ui';
import { useRequireLogin } from '../../shared/session/useRequireLogin';

/** The discover calls need a signed-in user: a visitor is offered the login dialog instead. */
export function VisitorPrompt() {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  return (
    <Empty description={t('discover.index.visitor')}>
      <Button variant="primary" onClick={() => requireLogin()}>
        {t('discover.index.signIn')}
      </Button>
    </Empty>
  );
}
