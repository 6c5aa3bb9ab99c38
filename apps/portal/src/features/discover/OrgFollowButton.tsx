import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@platform/ui';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { useOrgFollow } from './useOrgFollow';

/** Follow clicks are throttled to one a second (spec 2 §9), as the ui kit's FollowButton does. */
const FOLLOW_LOCK_MS = 1000;

/**
 * 关注 / 已关注 for an organisation (followTarget/save and remove, target kind org). The ui kit's
 * FollowButton asks about an enterprise, so organisations get this plain toggle. Visitors get the
 * login dialog.
 */
export function OrgFollowButton({ orgId, name }: { orgId: string; name: string }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const { isFollowed, toggle } = useOrgFollow();
  const [busy, setBusy] = useState(false);
  const followed = isFollowed(orgId);
  const action = t(followed ? 'discover.follow.followed' : 'discover.follow.follow');

  const onClick = async () => {
    if (!requireLogin() || busy) return;
    setBusy(true);
    try {
      await toggle(orgId, !followed);
      toast.success(t(followed ? 'discover.follow.undone' : 'discover.follow.done'));
    } catch {
      // The shared API layer shows the server's message (limit reached, not listed).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant={followed ? 'default' : 'primary'}
      lockMs={FOLLOW_LOCK_MS}
      aria-pressed={followed}
      aria-busy={busy || undefined}
      aria-label={t('discover.follow.label', { action, name })}
      onClick={() => void onClick()}
    >
      {action}
    </Button>
  );
}
