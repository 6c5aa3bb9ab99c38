import { IM_LIMITS } from '@platform/contracts/im/constants';
import { useId, useState, type FormEvent } from 'react';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { Empty } from '../../primitives/Empty';
import { Input } from '../../primitives/Input';
import { ChatAvatar } from '../ChatAvatar';
import { Alert, Chosen, Columns, Pane, Person, Remove, Scroll } from '../ForwardDialog/ForwardDialog.styles';

/** A friend or colleague who can be put in the new group. */
export interface GroupCandidate {
  id: string;
  name: string;
  avatar?: string | null;
  /** Shown after the name (colleagues' organisation). */
  orgName?: string;
}

export interface CreateGroupPayload {
  /** Trimmed, at most 30 characters; may be empty (the server names the group). */
  name: string;
  memberIds: string[];
}

export interface CreateGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  friends: GroupCandidate[];
  colleagues: GroupCandidate[];
  /** Pre-selected ids (e.g. the peer of the current C2C chat). */
  defaultSelected?: string[];
  /**
   * Create with at least one member. While a returned promise is pending the dialog is busy; it
   * closes when the promise resolves to anything but `false`, and stays open when it rejects.
   */
  onSubmit: (payload: CreateGroupPayload) => unknown;
}

/** Create a group from friends and colleagues: search, checkboxes, selected list, name (max 30). */
export function CreateGroupDialog(props: CreateGroupDialogProps) {
  const t = useUiMessages().chat.createGroup;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t.title} width={673}>
      {props.open && <CreateGroupForm {...props} />}
    </Dialog>
  );
}

function CreateGroupForm({
  onOpenChange,
  friends,
  colleagues,
  defaultSelected = [],
  onSubmit,
}: CreateGroupDialogProps) {
  const messages = useUiMessages();
  const t = messages.chat.createGroup;
  const errorId = useId();
  const [keyword, setKeyword] = useState('');
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>(defaultSelected);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const everyone = new Map([...friends, ...colleagues].map((p) => [p.id, p]));
  const match = (p: GroupCandidate) => {
    const k = keyword.trim().toLowerCase();
    return !k || p.name.toLowerCase().includes(k) || (p.orgName ?? '').toLowerCase().includes(k);
  };
  const toggle = (id: string, on: boolean) => {
    setSelected((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
    if (on) setError(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (selected.length === 0) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      if ((await onSubmit({ name: name.trim(), memberIds: selected })) !== false) onOpenChange(false);
    } catch {
      // The caller reports the failure; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  const section = (title: string, people: GroupCandidate[]) => {
    const shown = people.filter(match);
    return (
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ padding: 0, marginBottom: 4 }}>{title}</legend>
        {shown.length === 0 ? (
          <Empty />
        ) : (
          <Scroll>
            {shown.map((p) => (
              <li key={p.id}>
                <Checkbox
                  checked={selected.includes(p.id)}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                  label={
                    <Person>
                      <ChatAvatar src={p.avatar} name={p.name} size={28} decorative />
                      <span>
                        {p.name}
                        {p.orgName ? ` · ${p.orgName}` : ''}
                      </span>
                    </Person>
                  }
                />
              </li>
            ))}
          </Scroll>
        )}
      </fieldset>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <Columns>
        <Pane aria-label={t.search}>
          <Input
            type="search"
            aria-label={t.search}
            placeholder={t.search}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <div
            style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 320, overflowY: 'auto' }}
          >
            {section(t.friends, friends)}
            {section(t.colleagues, colleagues)}
          </div>
        </Pane>
        <Pane aria-label={t.selected(selected.length)}>
          <Input
            label={t.name}
            placeholder={t.namePlaceholder}
            maxLength={IM_LIMITS.groupName}
            showCount
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <h3 aria-live="polite">{t.selected(selected.length)}</h3>
          <Scroll aria-describedby={error ? errorId : undefined}>
            {selected.map((id) => {
              const p = everyone.get(id);
              const label = p?.name ?? id;
              return (
                <Chosen key={id}>
                  <Person>
                    <ChatAvatar src={p?.avatar} name={label} size={28} decorative />
                    <span>{label}</span>
                  </Person>
                  <Remove type="button" aria-label={t.remove(label)} onClick={() => toggle(id, false)}>
                    ×
                  </Remove>
                </Chosen>
              );
            })}
          </Scroll>
          {error && (
            <Alert id={errorId} role="alert" style={{ margin: 0 }}>
              {t.atLeastOne}
            </Alert>
          )}
        </Pane>
      </Columns>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={() => onOpenChange(false)}>{messages.cancel}</Button>
        <Button type="submit" variant="primary" loading={busy}>
          {messages.ok}
        </Button>
      </div>
    </form>
  );
}
