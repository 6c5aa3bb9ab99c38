import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { useFollowPersonMutation } from './cardsApi';

/** Spec 2 §4 Follow: clicks are throttled to one per second. */
export const FOLLOW_THROTTLE_MS = 1000;

/**
 * Follow or unfollow a person (attentionUserSave with attention true / false), throttled to one
 * call per second, with the spec 1 §8 toasts. The mutation invalidates the people lists, the card
 * relation and the top-bar counts. Resolves true when the call went through.
 */
export function usePersonFollow(): (userId: string, follow: boolean) => Promise<boolean> {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const [save] = useFollowPersonMutation();
  const last = useRef(0);
  return async (userId, follow) => {
    if (!requireLogin()) return false;
    const now = Date.now();
    if (now - last.current < FOLLOW_THROTTLE_MS) return false;
    last.current = now;
    try {
      await save({ userId, attention: follow }).unwrap();
    } catch {
      // The request layer already showed the server's message.
      return false;
    }
    toast.success(t(follow ? 'cards.dialog.followed' : 'cards.dialog.unfollowed'));
    return true;
  };
}
