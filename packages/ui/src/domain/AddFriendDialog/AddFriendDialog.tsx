import { useId, useState, type FormEvent } from 'react';
import { cutName, cutPost } from '../../helpers/cut';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { TextArea } from '../../primitives/TextArea';
import type { BusinessCard } from '../BusinessCardView/card';
import { CardLine, Cards, Error, Form } from './AddFriendDialog.styles';

/** Verification text max 100, remark max 32 (spec 1 §5). */
export const APPLY_WORDING_MAX = 100;
export const APPLY_REMARK_MAX = 32;
const CARDS_SHOWN = 2;

/** The body of friend/sendbusinesscard that the dialog fills in (the caller adds the user ids). */
export interface AddFriendPayload {
  applyAddWording: string;
  applyRemark: string;
  vcardIdList: string[];
}

export type AddFriendCard = Pick<
  BusinessCard,
  'id' | 'type' | 'orgName' | 'post' | 'dept' | 'userName' | 'nickName'
>;

export interface AddFriendDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The applicant's own cards, offered to hand out. */
  cards: AddFriendCard[];
  /** Pre-selected card ids (e.g. the default card). */
  defaultSelected?: string[];
  /** Fills the default verification text 我是 + organisation + position + name. */
  applicant?: { orgName?: string; post?: string; name?: string };
  /** Overrides the default verification text. */
  defaultWording?: string;
  defaultRemark?: string;
  /**
   * Confirm with at least one card. While a returned promise is pending the dialog is busy; it
   * closes when the promise resolves to anything but `false`, and stays open when it rejects.
   */
  onSubmit: (payload: AddFriendPayload) => unknown;
}

/** Apply-to-add-friend dialog (spec 1 §2, §5). */
export function AddFriendDialog(props: AddFriendDialogProps) {
  const messages = useUiMessages();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={messages.addFriendDialog.title}>
      {props.open && <AddFriendForm {...props} />}
    </Dialog>
  );
}

function AddFriendForm({
  onOpenChange,
  cards,
  defaultSelected = [],
  applicant = {},
  defaultWording,
  defaultRemark = '',
  onSubmit,
}: AddFriendDialogProps) {
  const messages = useUiMessages();
  const t = messages.addFriendDialog;
  const errorId = useId();
  const parts = [applicant.orgName, applicant.post, applicant.name].filter((s): s is string => !!s?.trim());
  const [wording, setWording] = useState(
    (defaultWording ?? t.wordingDefault(parts)).slice(0, APPLY_WORDING_MAX),
  );
  const [remark, setRemark] = useState(defaultRemark.slice(0, APPLY_REMARK_MAX));
  const [selected, setSelected] = useState<string[]>(defaultSelected);
  const [expanded, setExpanded] = useState(false);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const allIds = cards.map((c) => String(c.id));
  const all = allIds.length > 0 && allIds.every((id) => selected.includes(id));
  const shown = expanded ? cards : cards.slice(0, CARDS_SHOWN);

  const pick = (next: string[]) => {
    setSelected(next);
    if (next.length) setError(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (selected.length === 0) {
      setError(true);
      return;
    }
    const vcardIdList = allIds.filter((id) => selected.includes(id));
    setBusy(true);
    try {
      const result = await onSubmit({
        applyAddWording: wording.trim(),
        applyRemark: remark.trim(),
        vcardIdList,
      });
      if (result !== false) onOpenChange(false);
    } catch {
      // The caller reports the failure (申请失败); the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-busy={busy || undefined} noValidate>
      <TextArea
        label={t.wording}
        maxLength={APPLY_WORDING_MAX}
        rows={3}
        value={wording}
        onChange={(e) => setWording(e.target.value)}
      />
      <Input
        label={t.remark}
        maxLength={APPLY_REMARK_MAX}
        showCount
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
      />
      <Cards aria-describedby={error ? errorId : undefined} aria-invalid={error || undefined}>
        <legend>{t.cards}</legend>
        <Checkbox
          label={t.selectAll}
          checked={all}
          indeterminate={!all && selected.length > 0}
          disabled={cards.length === 0}
          onChange={(e) => pick(e.target.checked ? allIds : [])}
        />
        {shown.map((card) => {
          const id = String(card.id);
          const post = [card.post, card.dept].filter(Boolean).map(cutPost).join(' | ');
          return (
            <Checkbox
              key={id}
              checked={selected.includes(id)}
              onChange={(e) => pick(e.target.checked ? [...selected, id] : selected.filter((s) => s !== id))}
              label={
                <CardLine>
                  <span>{cutName(card.userName || card.nickName)}</span>
                  {post && <span>{post}</span>}
                  {card.orgName && <span>{card.orgName}</span>}
                </CardLine>
              }
            />
          );
        })}
        {cards.length > CARDS_SHOWN && (
          <Button
            variant="link"
            size="sm"
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? messages.collapse : messages.viewMore}
          </Button>
        )}
        {error && (
          <Error id={errorId} role="alert">
            {t.atLeastOne}
          </Error>
        )}
      </Cards>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={() => onOpenChange(false)}>{messages.cancel}</Button>
        <Button type="submit" variant="primary" loading={busy}>
          {messages.ok}
        </Button>
      </div>
    </Form>
  );
}
