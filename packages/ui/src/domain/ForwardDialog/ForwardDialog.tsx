import { IM_LIMITS } from '@platform/contracts/im/constants';
import { useState, type KeyboardEvent } from 'react';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { Empty } from '../../primitives/Empty';
import { Input } from '../../primitives/Input';
import { Spinner } from '../../primitives/Spinner';
import { ChatAvatar } from '../ChatAvatar';
import { Alert, Bar, Chosen, Columns, Mode, Pane, Person, Remove, Scroll } from './ForwardDialog.styles';

/** A conversation or person to forward to. */
export interface ForwardTarget {
  id: string;
  type: 'C2C' | 'GROUP';
  name: string;
  avatar?: string | null;
}

/** Spec 1 §4 forward types: 1 single message, 2 several one by one, 3 merged record. */
export type ForwardMode = 'single' | 'oneByOne' | 'merged';

export interface ForwardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: ForwardMode;
  /** Messages being forwarded (default 1); one by one allows at most 30 (转发消息仅支持30条以内). */
  messageCount?: number;
  /** Recent conversations, or the results of the last search. */
  targets: ForwardTarget[];
  /** The search runs on Enter (max 50 characters); an empty keyword goes back to the recent list. */
  onSearch: (keyword: string) => void;
  /** A search is running. */
  searching?: boolean;
  /**
   * Confirm with the chosen targets. While a returned promise is pending the dialog is busy; it
   * closes when the promise resolves to anything but `false`, and stays open when it rejects.
   */
  onConfirm: (targets: ForwardTarget[]) => unknown;
}

/** Forward dialog (673 px, spec 1 §2, §5): search on Enter, recent targets with checkboxes, selected list. */
export function ForwardDialog(props: ForwardDialogProps) {
  const t = useUiMessages().chat.forwardDialog;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t.title} width={673}>
      {props.open && <ForwardBody {...props} />}
    </Dialog>
  );
}

function ForwardBody({
  onOpenChange,
  mode,
  messageCount = 1,
  targets,
  onSearch,
  searching = false,
  onConfirm,
}: ForwardDialogProps) {
  const messages = useUiMessages();
  const t = messages.chat.forwardDialog;
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const [chosen, setChosen] = useState<ForwardTarget[]>([]);
  const [busy, setBusy] = useState(false);
  const overLimit = mode === 'oneByOne' && messageCount > IM_LIMITS.forwardMax;
  const isChosen = (id: string) => chosen.some((c) => c.id === id);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const value = keyword.trim();
    setSearched(value);
    onSearch(value);
  };

  const toggle = (target: ForwardTarget, on: boolean) =>
    setChosen((list) => (on ? [...list, target] : list.filter((c) => c.id !== target.id)));

  const confirm = async () => {
    if (busy || chosen.length === 0 || overLimit) return;
    setBusy(true);
    try {
      if ((await onConfirm(chosen)) !== false) onOpenChange(false);
    } catch {
      // The caller reports the refusal (deleted or private card); the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Columns>
        <Pane aria-label={searched ? t.results : t.recent}>
          <Input
            type="search"
            aria-label={t.search}
            placeholder={t.search}
            maxLength={IM_LIMITS.forwardSearch}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <h3>{searched ? t.results : t.recent}</h3>
          {searching ? (
            <Spinner />
          ) : targets.length === 0 ? (
            <Empty />
          ) : (
            <Scroll>
              {targets.map((target) => (
                <li key={target.id}>
                  <Checkbox
                    checked={isChosen(target.id)}
                    onChange={(e) => toggle(target, e.target.checked)}
                    label={
                      <Person>
                        <ChatAvatar
                          src={target.avatar}
                          type={target.type}
                          name={target.name}
                          size={28}
                          decorative
                        />
                        <span>{target.name}</span>
                      </Person>
                    }
                  />
                </li>
              ))}
            </Scroll>
          )}
        </Pane>
        <Pane aria-label={t.selected(chosen.length)}>
          <h3 aria-live="polite">{t.selected(chosen.length)}</h3>
          <Scroll>
            {chosen.map((target) => (
              <Chosen key={target.id}>
                <Person>
                  <ChatAvatar
                    src={target.avatar}
                    type={target.type}
                    name={target.name}
                    size={28}
                    decorative
                  />
                  <span>{target.name}</span>
                </Person>
                <Remove
                  type="button"
                  aria-label={t.remove(target.name)}
                  onClick={() => toggle(target, false)}
                >
                  ×
                </Remove>
              </Chosen>
            ))}
          </Scroll>
        </Pane>
      </Columns>
      <Bar style={{ marginTop: 16 }}>
        {overLimit ? <Alert role="alert">{t.limit}</Alert> : <Mode>{t.modeLine(mode, messageCount)}</Mode>}
        {overLimit && <span style={{ flex: 1 }} />}
        <Button onClick={() => onOpenChange(false)}>{messages.cancel}</Button>
        <Button
          variant="primary"
          disabled={chosen.length === 0 || overLimit}
          loading={busy}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {messages.ok}
        </Button>
      </Bar>
    </>
  );
}
