import { useId, useRef, useState } from 'react';
import { formatChatTime, type ChatTime } from '../../helpers/chat';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { ChatAvatar } from '../ChatAvatar';
import { Actions, CardChip, Cards, Item, Main, Muted, Status } from './FriendApplicationItem.styles';

/** A friend application as the new-friends tab shows it. */
export interface FriendApplication {
  id: string;
  /** Applicant (received) or addressee (sent) display name. */
  name: string;
  avatar?: string | null;
  orgName?: string;
  post?: string;
  /** The verification text (applyAddWording). Shown as text. */
  wording?: string;
  /** Cards handed out with the application. */
  cards?: Array<{ id: string; name: string; orgName?: string }>;
  time?: ChatTime;
  /** pending: received, awaiting me; accepted; sent: mine, awaiting them; expired. */
  status: 'pending' | 'accepted' | 'sent' | 'expired';
}

export interface FriendApplicationItemProps {
  application: FriendApplication;
  /** Accept (pending only); busy while a returned promise is pending. */
  onAccept?: (id: string) => unknown;
  /** Delete after a confirmation; busy while a returned promise is pending. */
  onDelete?: (id: string) => unknown;
  /** A handed-out card clicked: the portal opens the card detail dialog. */
  onOpenCard?: (vcardId: string) => void;
  now?: Date;
}

/** One friend application: applicant, wording, cards handed out, accept/delete, status. */
export function FriendApplicationItem({
  application: a,
  onAccept,
  onDelete,
  onOpenCard,
  now,
}: FriendApplicationItemProps) {
  const messages = useUiMessages();
  const t = messages.chat.application;
  const titleId = useId();
  const [busy, setBusy] = useState<'accept' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // The confirm's OK button takes focus on open, so focus is handed back to the delete button by hand.
  const closeConfirm = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };

  const run = async (kind: 'accept' | 'delete', action?: (id: string) => unknown) => {
    if (!action || busy) return;
    setBusy(kind);
    try {
      await action(a.id);
    } catch {
      // The caller shows the failure.
    } finally {
      setBusy(null);
    }
  };

  const status =
    a.status === 'accepted'
      ? t.accepted
      : a.status === 'sent'
        ? t.waiting
        : a.status === 'expired'
          ? t.expired
          : null;
  const subtitle = [a.orgName, a.post].filter(Boolean).join(' · ');
  const time = formatChatTime(a.time, now);

  return (
    <Item aria-labelledby={titleId}>
      <ChatAvatar src={a.avatar} name={a.name} decorative />
      <Main>
        <h3 id={titleId}>{a.name}</h3>
        {subtitle && <Muted>{subtitle}</Muted>}
        {a.wording && (
          <Muted>
            {t.wording}：{a.wording}
          </Muted>
        )}
        {a.cards && a.cards.length > 0 && (
          <Cards aria-label={t.cards}>
            {a.cards.map((card) => (
              <li key={card.id}>
                <CardChip type="button" onClick={() => onOpenCard?.(card.id)}>
                  {[card.name, card.orgName].filter(Boolean).join(' · ')}
                </CardChip>
              </li>
            ))}
          </Cards>
        )}
      </Main>
      <Actions>
        {time && <Status>{time}</Status>}
        {a.status === 'pending' && onAccept && (
          <Button
            variant="primary"
            size="sm"
            loading={busy === 'accept'}
            onClick={() => void run('accept', onAccept)}
          >
            {t.accept}
          </Button>
        )}
        {status && <Status>{status}</Status>}
        {onDelete && (
          <Button
            ref={deleteButton}
            size="sm"
            loading={busy === 'delete'}
            onClick={() => setConfirming(true)}
          >
            {t.delete}
          </Button>
        )}
      </Actions>
      <Dialog
        open={confirming}
        onOpenChange={(open) => (open ? setConfirming(true) : closeConfirm())}
        title={messages.tip}
        footer={
          <>
            <Button onClick={closeConfirm}>{messages.cancel}</Button>
            <Button
              variant="primary"
              autoFocus
              onClick={() => {
                closeConfirm();
                void run('delete', onDelete);
              }}
            >
              {messages.ok}
            </Button>
          </>
        }
      >
        {t.deleteConfirm}
      </Dialog>
    </Item>
  );
}
