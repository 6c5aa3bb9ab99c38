import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { confirm } from '../../primitives/Dialog/confirm';
import { cutText, TAG_CUT } from '../../helpers/cut';
import { useUiMessages } from '../../locale';
import { Tooltip } from '../../primitives/Tooltip';
import { changeTagLabel, pendingCount, type ChangeRecord, type ChangeTagCode } from './reminder';
import { Chip, Chips, Group, GroupName, Head, Hidden, Panel } from './CardUpdateReminder.styles';

export interface CardUpdateReminderProps {
  records: ChangeRecord[];
  /** One tag picked; the caller removes it from `records` (or, in preview/view mode, asks to go to the edit page). */
  onAdd?: (code: ChangeTagCode, tagName: string) => void;
  onAddAll?: () => void;
  /** Called after the user confirms closing. */
  onClose?: () => void;
}

const SHOWN_COLLAPSED = 2;

/** The card-update reminder panel (spec 2 §2, §4); hidden when nothing is pending. */
export function CardUpdateReminder({ records, onAdd, onAddAll, onClose }: CardUpdateReminderProps) {
  const messages = useUiMessages();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const count = pendingCount(records);
  if (count === 0) return null;

  const close = async () => {
    if (await confirm({ title: messages.tip, content: messages.reminderCloseConfirm })) onClose?.();
  };

  return (
    <Panel aria-label={messages.reminderTitle(count)}>
      <Head>
        <h3>{messages.reminderTitle(count)}</h3>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button size="sm" variant="primary" onClick={onAddAll}>
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
                    <Chip key={tag.raw} type="button" onClick={() => onAdd?.(record.changeTagCode, tag.raw)}>
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
