import { useRef, useState } from 'react';
import { useUiMessages } from '../../locale';
import { Button, type ButtonSize } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { toast } from '../../primitives/Toast';
import { Hidden } from './FollowButton.styles';

/** Follow state of spec 2 §4: 0 not followed, 1 followed. */
export type FollowState = 0 | 1;

/** Follow clicks are throttled to one per second (spec 2 §9). */
export const FOLLOW_THROTTLE_MS = 1000;

export interface FollowButtonProps {
  /** Current state from the server (isFollow); the button keeps its own copy until this changes. */
  isFollow: FollowState | boolean | null | undefined;
  /** Sends the new state (1 follow, 0 unfollow); a rejection leaves the state unchanged. */
  onFollowChange: (next: FollowState) => Promise<unknown> | void;
  /** Button size (default 'md'). */
  size?: ButtonSize;
  /** Company name for the accessible label, e.g. 关注 华为技术有限公司. */
  companyName?: string;
  className?: string;
}

const asState = (value: FollowButtonProps['isFollow']): FollowState => (value ? 1 : 0);

/**
 * 关注 / 取消关注 toggle. Unfollowing asks 是否取消对该企业的关注？ in a dialog, then calls
 * `onFollowChange(0)` and shows 取消关注成功！. Clicks are throttled to one per 1000 ms.
 */
export function FollowButton({
  isFollow,
  onFollowChange,
  size = 'md',
  companyName,
  className,
}: FollowButtonProps) {
  const messages = useUiMessages();
  const [state, setState] = useState<FollowState>(asState(isFollow));
  const [source, setSource] = useState(isFollow);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (source !== isFollow) {
    setSource(isFollow);
    setState(asState(isFollow));
  }

  const send = async (next: FollowState) => {
    setBusy(true);
    try {
      await onFollowChange(next);
      setState(next);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    if (busy) return;
    if (state === 1) setConfirming(true);
    else void send(1);
  };

  // The confirm's OK button takes focus on open, so focus is handed back to this button by hand.
  const closeConfirm = () => {
    setConfirming(false);
    requestAnimationFrame(() => button.current?.focus());
  };

  const confirmUnfollow = async () => {
    closeConfirm();
    if (await send(0)) toast.success(messages.unfollowDone);
  };

  return (
    <>
      <Button
        ref={button}
        size={size}
        variant={state === 1 ? 'default' : 'primary'}
        lockMs={FOLLOW_THROTTLE_MS}
        aria-busy={busy || undefined}
        aria-pressed={state === 1}
        className={className}
        onClick={onClick}
      >
        {state === 1 ? messages.followed : messages.follow}
        {companyName && <Hidden> {companyName}</Hidden>}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => (open ? setConfirming(true) : closeConfirm())}
        title={messages.tip}
        footer={
          <>
            <Button onClick={closeConfirm}>{messages.cancel}</Button>
            <Button variant="primary" autoFocus onClick={confirmUnfollow}>
              {messages.ok}
            </Button>
          </>
        }
      >
        {messages.followConfirm}
      </Dialog>
    </>
  );
}
