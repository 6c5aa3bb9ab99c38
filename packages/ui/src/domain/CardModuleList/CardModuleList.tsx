import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Switch } from '../../internal/Switch';
import { useUiConfig } from '../../locale';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Dropdown } from '../../primitives/Dropdown';
import { Input } from '../../primitives/Input';
import { DYNAMICS_CODE } from '../BusinessCardView/card';
import {
  addableModules,
  CUSTOM_NAME_MAX,
  dynamicsLast,
  isCustomModule,
  nextCustomCode,
  standardModuleName,
  type CardType,
} from './moduleCatalog';
import { Handle, Hidden, IconButton, Line, List, Name, Row, Wrap } from './CardModuleList.styles';

/** One module row of the card editor. */
export interface EditableCardModule {
  key: string;
  moduleCode: number;
  moduleName: string;
  /** 1 shown, 0 hidden. */
  ifDisplay: number;
  /** Optional standard modules may be removed; custom ones (code >= 50) always may. */
  removable?: boolean;
}

export interface CardModuleListProps {
  modules: EditableCardModule[];
  /** Decides which standard modules the add menu offers (default 2, enterprise). */
  cardType?: CardType;
  /** The whole new list: after a reorder, a show/hide switch or an added module. */
  onChange: (modules: EditableCardModule[]) => void;
  onRemove?: (key: string) => void;
  onEdit?: (key: string) => void;
  /** Editor body under a row (e.g. the module's form). */
  renderBody?: (module: EditableCardModule) => ReactNode;
  /** Hides the add-module menu. */
  hideAdd?: boolean;
}

const CUSTOM = 'custom';
const canRemove = (m: EditableCardModule) => isCustomModule(m.moduleCode) || !!m.removable;

/**
 * The card editor's module list: show/hide, edit, remove, and reorder by drag (the handle) or keyboard
 * (move buttons, or arrow keys on the handle). Dynamics (14) stays last and does not move.
 */
export function CardModuleList({
  modules,
  cardType = 2,
  onChange,
  onRemove,
  onEdit,
  renderBody,
  hideAdd = false,
}: CardModuleListProps) {
  const { messages, locale } = useUiConfig();
  const t = messages.cardModules;
  const list = dynamicsLast(modules);
  const movable = list.filter((m) => m.moduleCode !== DYNAMICS_CODE).length;
  const [announcement, setAnnouncement] = useState('');
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [customName, setCustomName] = useState('');
  const refocus = useRef<{ key: string; part: 'up' | 'down' | 'handle' } | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // Moving a row re-inserts its DOM node, which drops focus; put it back on the same control.
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want || !root.current) return;
    refocus.current = null;
    const row = root.current.querySelector(`[data-key="${CSS.escape(want.key)}"]`);
    const target = row?.querySelector<HTMLButtonElement>(`[data-part="${want.part}"]:not(:disabled)`);
    (target ?? row?.querySelector<HTMLButtonElement>('[data-part="handle"]'))?.focus();
  });

  const move = (from: number, to: number, part?: 'up' | 'down' | 'handle') => {
    if (to < 0 || to >= movable || from === to) return;
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    if (part) refocus.current = { key: item!.key, part };
    setAnnouncement(t.moved(item!.moduleName, to + 1, movable));
    onChange(next);
  };

  const addable = addableModules(
    cardType,
    list.map((m) => m.moduleCode),
  );
  const add = (key: string) => {
    if (key === CUSTOM) {
      setCustomName('');
      setCustomOpen(true);
      return;
    }
    const code = Number(key);
    insert({
      key: `new-${code}`,
      moduleCode: code,
      moduleName: standardModuleName(code, locale),
      ifDisplay: 1,
      removable: true,
    });
  };
  const insert = (module: EditableCardModule) => onChange(dynamicsLast([...list, module]));
  const addCustom = () => {
    const name = customName.trim();
    if (!name) return;
    const code = nextCustomCode(list.map((m) => m.moduleCode));
    insert({ key: `new-${code}`, moduleCode: code, moduleName: name, ifDisplay: 1, removable: true });
    setCustomOpen(false);
  };

  return (
    <Wrap ref={root}>
      <List aria-label={t.label}>
        {list.map((module, index) => {
          const fixed = module.moduleCode === DYNAMICS_CODE;
          return (
            <Row
              key={module.key}
              data-key={module.key}
              $dragging={dragKey === module.key}
              $over={overKey === module.key && dragKey !== module.key}
              draggable={!fixed}
              onDragStart={(e) => {
                if (fixed) return;
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', module.key);
                setDragKey(module.key);
              }}
              onDragOver={(e) => {
                if (!dragKey || fixed) return;
                e.preventDefault();
                setOverKey(module.key);
              }}
              onDragEnd={() => {
                setDragKey(null);
                setOverKey(null);
              }}
              onDrop={(e) => {
                e.preventDefault();
                const from = list.findIndex(
                  (m) => m.key === (dragKey ?? e.dataTransfer.getData('text/plain')),
                );
                setDragKey(null);
                setOverKey(null);
                if (from >= 0 && !fixed) move(from, index);
              }}
            >
              <Line>
                <Handle
                  type="button"
                  data-part="handle"
                  aria-label={fixed ? t.fixedLast : t.dragHandle(module.moduleName)}
                  disabled={fixed}
                  onKeyDown={(e) => {
                    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
                    e.preventDefault();
                    move(index, e.key === 'ArrowUp' ? index - 1 : index + 1, 'handle');
                  }}
                >
                  <span aria-hidden="true">⋮⋮</span>
                </Handle>
                <Name title={module.moduleName}>{module.moduleName}</Name>
                <Switch
                  checked={module.ifDisplay === 1}
                  aria-label={t.visible(module.moduleName)}
                  onChange={(on) =>
                    onChange(list.map((m) => (m.key === module.key ? { ...m, ifDisplay: on ? 1 : 0 } : m)))
                  }
                />
                <IconButton
                  type="button"
                  data-part="up"
                  aria-label={t.moveUp(module.moduleName)}
                  disabled={fixed || index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <span aria-hidden="true">↑</span>
                </IconButton>
                <IconButton
                  type="button"
                  data-part="down"
                  aria-label={t.moveDown(module.moduleName)}
                  disabled={fixed || index >= movable - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <span aria-hidden="true">↓</span>
                </IconButton>
                {onEdit && (
                  <Button
                    size="sm"
                    variant="link"
                    aria-label={t.editModule(module.moduleName)}
                    onClick={() => onEdit(module.key)}
                  >
                    {t.edit}
                  </Button>
                )}
                {onRemove && canRemove(module) && (
                  <Button
                    size="sm"
                    variant="link"
                    aria-label={t.removeModule(module.moduleName)}
                    onClick={() => onRemove(module.key)}
                  >
                    {t.remove}
                  </Button>
                )}
              </Line>
              {renderBody?.(module)}
            </Row>
          );
        })}
      </List>
      <Hidden role="status" aria-live="polite">
        {announcement}
      </Hidden>
      {!hideAdd && (
        <Dropdown
          placement="bottom-start"
          items={[
            ...addable.map((code) => ({ key: String(code), label: standardModuleName(code, locale) })),
            { key: CUSTOM, label: t.custom },
          ]}
          onSelect={add}
        >
          <Button style={{ alignSelf: 'flex-start' }}>+ {t.add}</Button>
        </Dropdown>
      )}
      <Dialog
        open={customOpen}
        onOpenChange={setCustomOpen}
        title={t.custom}
        footer={
          <>
            <Button onClick={() => setCustomOpen(false)}>{messages.cancel}</Button>
            <Button variant="primary" disabled={!customName.trim()} onClick={addCustom}>
              {messages.ok}
            </Button>
          </>
        }
      >
        <Input
          label={t.customName}
          placeholder={t.customNamePlaceholder}
          maxLength={CUSTOM_NAME_MAX}
          showCount
          value={customName}
          autoFocus
          onChange={(e) => setCustomName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && addCustom()}
        />
      </Dialog>
    </Wrap>
  );
}
