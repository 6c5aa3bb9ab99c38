import { IM_LIMITS } from '@platform/contracts/im/constants';
import { useRef, useState, type FormEvent } from 'react';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Dropdown } from '../../primitives/Dropdown';
import { Input } from '../../primitives/Input';
import { Tag } from '../../primitives/Tag';
import { ChatAvatar } from '../ChatAvatar';
import { EditRow, Footer, HeadRow, Member, MemberName, Members, Panel } from './GroupMemberPanel.styles';

export interface GroupMember {
  id: string;
  name: string;
  /** Nickname in this group; shown first when set. */
  nickname?: string;
  avatar?: string | null;
}

export interface GroupMemberPanelProps {
  groupName: string;
  ownerId: string;
  /** The signed-in user's member id. */
  meId: string;
  members: GroupMember[];
  /** The invite button (the portal opens its friend and colleague picker). */
  onInvite?: () => void;
  /** Owner only, after a confirmation. Each action may return a promise. */
  onKick?: (memberId: string) => unknown;
  onTransfer?: (memberId: string) => unknown;
  onDissolve?: () => unknown;
  /** Non-owners, after a confirmation. */
  onQuit?: () => unknown;
  /** Owner only; at most 30 characters. */
  onRename?: (name: string) => unknown;
  /** My nickname in the group; at most 20 characters. */
  onSetNickname?: (nickname: string) => unknown;
}

type Confirm = { kind: 'kick' | 'transfer'; member: GroupMember } | { kind: 'quit' | 'dissolve' };

/** Group members with nicknames and the owner badge; owner actions, invite, quit/dissolve, rename, my nickname. */
export function GroupMemberPanel({
  groupName,
  ownerId,
  meId,
  members,
  onInvite,
  onKick,
  onTransfer,
  onDissolve,
  onQuit,
  onRename,
  onSetNickname,
}: GroupMemberPanelProps) {
  const messages = useUiMessages();
  const t = messages.chat.group;
  const owner = ownerId === meId;
  const me = members.find((m) => m.id === meId);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [name, setName] = useState(groupName);
  const [nickname, setNickname] = useState(me?.nickname ?? '');
  const opener = useRef<HTMLElement | null>(null);
  const display = (m: GroupMember) => m.nickname || m.name;

  const ask = (next: Confirm) => {
    opener.current = document.activeElement as HTMLElement | null;
    setConfirm(next);
  };
  const close = () => {
    setConfirm(null);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };
  const run = () => {
    if (!confirm) return;
    close();
    if (confirm.kind === 'kick') void onKick?.(confirm.member.id);
    if (confirm.kind === 'transfer') void onTransfer?.(confirm.member.id);
    if (confirm.kind === 'quit') void onQuit?.();
    if (confirm.kind === 'dissolve') void onDissolve?.();
  };
  const text =
    confirm?.kind === 'kick'
      ? t.kickConfirm(display(confirm.member))
      : confirm?.kind === 'transfer'
        ? t.transferConfirm(display(confirm.member))
        : confirm?.kind === 'quit'
          ? t.quitConfirm
          : t.dissolveConfirm;

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value && value !== groupName) void onRename?.(value);
  };
  const saveNickname = (event: FormEvent) => {
    event.preventDefault();
    const value = nickname.trim();
    if (value !== (me?.nickname ?? '')) void onSetNickname?.(value);
  };

  return (
    <Panel aria-label={groupName}>
      <HeadRow>
        <h2>{t.members(members.length)}</h2>
        {onInvite && (
          <Button size="sm" onClick={onInvite}>
            + {t.invite}
          </Button>
        )}
      </HeadRow>
      <Members>
        {members.map((m) => (
          <Member key={m.id}>
            <ChatAvatar src={m.avatar} name={display(m)} size={28} decorative />
            <MemberName title={m.nickname ? `${m.nickname} (${m.name})` : m.name}>
              {display(m)}
              {m.nickname && <small>{m.name}</small>}
              {m.id === meId && <small>（{t.me}）</small>}
            </MemberName>
            {m.id === ownerId && <Tag>{t.owner}</Tag>}
            {owner && m.id !== meId && (onKick || onTransfer) && (
              <Dropdown
                items={[
                  ...(onTransfer ? [{ key: 'transfer', label: t.transfer }] : []),
                  ...(onKick ? [{ key: 'kick', label: t.kick, danger: true }] : []),
                ]}
                // After the menu has closed and handed focus back to its button, so the confirm keeps it.
                onSelect={(key) =>
                  setTimeout(() => ask({ kind: key === 'kick' ? 'kick' : 'transfer', member: m }))
                }
              >
                <Button size="sm" variant="text" aria-label={t.memberActions(display(m))}>
                  ⋯
                </Button>
              </Dropdown>
            )}
          </Member>
        ))}
      </Members>
      {owner && onRename ? (
        <EditRow onSubmit={saveName}>
          <Input
            label={t.name}
            maxLength={IM_LIMITS.groupName}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={!name.trim() || name.trim() === groupName}>
            {t.save}
          </Button>
        </EditRow>
      ) : null}
      {me && onSetNickname && (
        <EditRow onSubmit={saveNickname}>
          <Input
            label={t.myNickname}
            maxLength={IM_LIMITS.nickname}
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
          />
          <Button type="submit" disabled={nickname.trim() === (me.nickname ?? '')}>
            {t.save}
          </Button>
        </EditRow>
      )}
      <Footer>
        {owner
          ? onDissolve && (
              <Button variant="danger" onClick={() => ask({ kind: 'dissolve' })}>
                {t.dissolve}
              </Button>
            )
          : onQuit && (
              <Button variant="danger" onClick={() => ask({ kind: 'quit' })}>
                {t.quit}
              </Button>
            )}
      </Footer>
      <Dialog
        open={!!confirm}
        onOpenChange={(open) => !open && close()}
        title={messages.tip}
        footer={
          <>
            <Button onClick={close}>{messages.cancel}</Button>
            <Button variant="primary" autoFocus onClick={run}>
              {messages.ok}
            </Button>
          </>
        }
      >
        {text}
      </Dialog>
    </Panel>
  );
}
