import { useEffect, useState } from 'react';
import { Button } from '../../primitives/Button';
import { confirm } from '../../primitives/Dialog/confirmQueue';
import { cutText, TAG_CUT } from '../../helpers/cut';
import { useUiMessages } from '../../locale';
import { Tooltip } from '../../primitives/Tooltip';
import { changeTagLabel, pendingCount, type ChangeRecord, type ChangeTagCode } from './reminder';
import { Chip, Chips, Group, GroupName, Head, Hidden, Panel } from './CardUpdateReminder.styles';

export interface CardUpdateReminderProps {
  records: ChangeRecord[];
  /** One tag picked (edit mode); the caller removes it from `records`, which decrements the count. */
  onAdd?: (code: ChangeTagCode, tagName: string) => void;
  /** "Add all" (edit mode); the caller empties `records`, which hides the panel. */
  onAddAll?: () => void;
  /**
   * Called after the user confirms closing. A result (or resolved value) other than `false` counts as
   * success: the panel shows 关闭成功，在企业下次更新前不再提醒 for 1.5 s, then hides. `false` or a
   * rejection leaves the panel as it was (close failures are silent, spec 2 §8).
   */
  onClose?: () => unknown;
  /** After the closed message has been shown. */
  onClosed?: () => void;
  /**
   * 'edit' (default) adds tags; 'preview' (card preview and view screens) only asks whether to go to
   * the card edit page and calls `onGoEdit` on confirm (spec 2 §2, §4).
   */
  mode?: 'edit' | 'preview';
  /** Preview mode: the user confirmed going to /businessCard/edit?vcardId={id}. */
  onGoEdit?: () => void;
}

const SHOWN_COLLAPSED = 2;
/** How long the closed message stays (spec 2 §4). */
export const REMINDER_CLOSED_MS = 1500;

/** The card-update reminder panel (spec 2 §2, §4); hidden when nothing is pending. */
export function CardUpdateReminder({
  records,
  onAdd,
  onAddAll,
  onClose,
  onClosed,
  mode = 'edit',
  onGoEdit,
}: CardUpdateReminderProps) {
  const messages = useUiMessages();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [closed, setClosed] = useState<'no' | 'message' | 'hidden'>('no');
  useEffect(() => {
    if (closed !== 'message') return;
    const timer = setTimeout(() => {
      setClosed('hidden');
      onClosed?.();
    }, REMINDER_CLOSED_MS);
    return () => clearTimeout(timer);
  }, [closed, onClosed]);
  const count = pendingCount(records);
  if (closed === 'message') return <Panel role="status">{messages.reminderClosed}</Panel>;
  if (count === 0 || closed === 'hidden') return null;

  const close = async () => {
    if (!(await confirm({ title: messages.tip, content: messages.reminderCloseConfirm }))) return;
    try {
      if ((await onClose?.()) !== false) setClosed('message');
    } catch {
      // Silent (spec 2 §8): the panel stays.
    }
  };
  const goEdit = async () => {
    const ok = await confirm({
      title: messages.tip,
      content: messages.reminderGoEdit,
      okText: messages.reminderGoEditOk,
    });
    if (ok) onGoEdit?.();
  };
  const add = (code: ChangeTagCode, tag: string) => (mode === 'preview' ? goEdit() : onAdd?.(code, tag));
  const addAll = () => (mode === 'preview' ? goEdit() : onAddAll?.());

  return (
    <Panel aria-label={messages.reminderTitle(count)}>
      <Head>
        <h3>{messages.reminderTitle(count)}</h3>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button size="sm" variant="primary" onClick={addAll}>
            {messages.addAll}
          </Button>
          <Button size="sm" variant="text" aria-label={messages.close} onClick={close}>
            ×
          </Button>
        </div>
      </Head>
      {records
        .filter((r) => r.contentList.length)
        .map((record) => {
          const expanded = open[record.changeTagCode] ?? false;
          const tags = record.contentList.map((c) => ({
            raw: c.tagName,
            label: changeTagLabel(record.changeTagCode, c.tagName),
          }));
          const shown = expanded ? tags : tags.slice(0, SHOWN_COLLAPSED);
          return (
            <Group key={record.changeTagCode}>
              <GroupName>{messages.reminderGroups[record.changeTagCode]}</GroupName>
              <Chips>
                {shown.map((tag) => {
                  const short = cutText(tag.label, TAG_CUT);
                  const chip = (
                    <Chip key={tag.raw} type="button" onClick={() => add(record.changeTagCode, tag.raw)}>
                      + {short}
                      <Hidden>{messages.add(tag.label)}</Hidden>
                    </Chip>
                  );
                  return short === tag.label ? (
                    chip
                  ) : (
                    <Tooltip key={tag.raw} content={tag.label}>
                      {chip}
                    </Tooltip>
                  );
                })}
              </Chips>
              {tags.length > SHOWN_COLLAPSED && (
                <Button
                  size="sm"
                  variant="link"
                  aria-expanded={expanded}
                  onClick={() => setOpen({ ...open, [record.changeTagCode]: !expanded })}
                >
                  {expanded ? `${messages.collapse} ▴` : `${messages.expand} ▾`}
                </Button>
              )}
            </Group>
          );
        })}
    </Panel>
  );
}
