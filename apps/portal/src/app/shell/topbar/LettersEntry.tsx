import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { SYSTEM_SENDER_ID } from '@platform/contracts/im/constants';
import { useAppSelector } from '../../../shared/store/hooks';
import { BarButton } from './TopBar.styles';

// The kit's icon set is one module (every icon the portal draws): it loads after the first render.
const IconBell = lazy(() => import('./BellIcon'));

/** The station letters live in chat as the system account's conversation (docs/reminders.md). */
export const lettersPath = (userId: string) =>
  /^\d{1,19}$/.test(userId)
    ? `/im/index?conversationID=${c2cConversationId(userId, SYSTEM_SENDER_ID)}`
    : '/im/index';

/**
 * The top bar's station-letter entry (系统消息), shown when app state setting.letterVisible says so
 * (GET user/setting, docs/user-setting.md): opens the system account's conversation.
 */
export function LettersEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const visible = useAppSelector((s) => !!s.app.token && s.app.setting.letterVisible);
  if (!visible) return null;
  return (
    <BarButton type="button" data-testid="letters-entry" onClick={() => void navigate(lettersPath(userId))}>
      <Suspense fallback={null}>
        <IconBell />
      </Suspense>
      {t('topBar.letters')}
    </BarButton>
  );
}
