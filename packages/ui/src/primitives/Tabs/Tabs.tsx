import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { List, Panel, Tab } from './Tabs.styles';

export interface TabItem {
  key: string;
  label: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled active key. */
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  className?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs({ items, activeKey, defaultActiveKey, onChange, className, ...aria }: TabsProps) {
  const base = useId();
  const [inner, setInner] = useState(defaultActiveKey ?? items.find((i) => !i.disabled)?.key);
  const active = activeKey ?? inner;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (key: string) => {
    if (activeKey === undefined) setInner(key);
    onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = items.filter((i) => !i.disabled);
    const index = enabled.findIndex((i) => i.key === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = enabled[(moves[event.key]! + enabled.length) % enabled.length];
    if (!next) return;
    select(next.key);
    refs.current[next.key]?.focus();
  };

  const current = items.find((i) => i.key === active);
  // Only the active tab's panel is rendered, and none when the tabs only filter a list below them:
  // aria-controls must never name an element that is not there (axe aria-valid-attr-value).
  const hasPanel = current !== undefined && current.content !== undefined;
  return (
    <div className={className}>
      <List role="tablist" aria-label={aria['aria-label']} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.key}
            ref={(el) => {
              refs.current[item.key] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={item.key === active && hasPanel ? `${base}-panel-${item.key}` : undefined}
            tabIndex={item.key === active ? 0 : -1}
            disabled={item.disabled}
            $active={item.key === active}
            onClick={() => select(item.key)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {hasPanel && (
        <Panel
          role="tabpanel"
          id={`${base}-panel-${current.key}`}
          aria-labelledby={`${base}-tab-${current.key}`}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      )}
    </div>
  );
}
