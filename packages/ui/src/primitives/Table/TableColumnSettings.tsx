import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { IconChevronDown, IconChevronUp, IconColumns } from '../../icons';
import { visuallyHidden } from '../../internal/visuallyHidden';
import { useUiMessages } from '../../locale';
import { focusRing } from '../../theme/mixins';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Popover } from '../Popover';
import { moveColumnSetting, normalizeColumnSettings, type ColumnSetting } from './columnSettings';

export interface TableColumnSettingsProps {
  /** Every column the table can show, in its default order. */
  columns: readonly { key: string; title: string }[];
  /** The saved settings (order and visibility); null or missing: the default order, all shown. */
  value: readonly ColumnSetting[] | null | undefined;
  /** Every change, whole, for the host to save (e.g. in the user's saved view). */
  onChange: (settings: ColumnSetting[]) => void;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Move = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The table's column settings: a button opening a popover where each column is shown or hidden
 * (a checkbox; the last shown one stays) and moved up or down (buttons, focus kept), with a reset.
 * Controlled: `onChange` gets the whole settings for the host to persist.
 */
export function TableColumnSettings({ columns, value, onChange }: TableColumnSettingsProps) {
  const messages = useUiMessages();
  const t = messages.crm.columns;
  const ids = useId();
  const [announcement, setAnnouncement] = useState('');
  const settings = normalizeColumnSettings(
    columns.map((c) => c.key),
    value,
  );
  const titleOf = (key: string) => columns.find((c) => c.key === key)?.title ?? key;
  const shown = settings.filter((s) => s.visible).length;
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<string | null>(null);

  // A moved row's button may be disabled at its new end: keep focus on the row.
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want || !list.current) return;
    refocus.current = null;
    const target =
      list.current.querySelector<HTMLElement>(`[data-focus="${CSS.escape(want)}"]:not(:disabled)`) ??
      list.current.querySelector<HTMLElement>(`[data-focus="${CSS.escape(want.split(':')[0]!)}:show"]`);
    target?.focus();
  });

  const move = (index: number, to: number, part: 'up' | 'down') => {
    const key = settings[index]!.key;
    refocus.current = `${key}:${part}`;
    setAnnouncement(t.moved(titleOf(key), to + 1, settings.length));
    onChange(moveColumnSetting(settings, index, to));
  };

  const content = (
    <div>
      <List ref={list} aria-labelledby={`${ids}-title`}>
        {settings.map((s, index) => {
          const title = titleOf(s.key);
          const last = s.visible && shown === 1;
          return (
            <Item key={s.key}>
              <Checkbox
                data-focus={`${s.key}:show`}
                label={title}
                checked={s.visible}
                disabled={last}
                title={last ? t.lastVisible : undefined}
                onChange={(e) =>
                  onChange(settings.map((x) => (x.key === s.key ? { ...x, visible: e.target.checked } : x)))
                }
              />
              <Move
                type="button"
                data-focus={`${s.key}:up`}
                aria-label={t.moveUp(title)}
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
              >
                <IconChevronUp size={16} />
              </Move>
              <Move
                type="button"
                data-focus={`${s.key}:down`}
                aria-label={t.moveDown(title)}
                disabled={index === settings.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                <IconChevronDown size={16} />
              </Move>
            </Item>
          );
        })}
      </List>
      <Button
        size="sm"
        onClick={() => {
          setAnnouncement(t.reset);
          onChange(columns.map((c) => ({ key: c.key, visible: true })));
        }}
      >
        {t.reset}
      </Button>
      <Hidden role="status" aria-live="polite">
        {announcement}
      </Hidden>
      <Hidden id={`${ids}-title`}>{t.settings}</Hidden>
    </div>
  );

  return (
    <Popover content={content} placement="bottom-end" width={240} aria-label={t.settings}>
      <Button size="sm">
        <IconColumns size={16} />
        {t.settings}
      </Button>
    </Popover>
  );
}
