import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { VList, type VListHandle } from 'virtua';
import { IconGrip } from '../../icons';
import { useUiConfig } from '../../locale';
import {
  dropIndex,
  groupByColumn,
  placeOf,
  stepPlace,
  withCardAt,
  type KanbanColumn,
  type KanbanPlace,
  type KanbanStep,
} from './kanban';
import {
  Board,
  Body,
  Card,
  Column,
  Count,
  EmptyColumn,
  Grip,
  Header,
  Hidden,
  Slot,
  Sum,
  Title,
} from './KanbanBoard.styles';

export interface KanbanBoardProps<T> {
  /** The stages, left to right. */
  columns: readonly KanbanColumn[];
  /** All cards in their order; a card's column comes from `cardColumn`. */
  cards: readonly T[];
  cardKey: (card: T) => string;
  cardColumn: (card: T) => string;
  /** Short name of a card for the announcements (e.g. the deal's name). */
  cardLabel: (card: T) => string;
  /** The card's content; keep it free of buttons and links (the card itself is the control). */
  renderCard: (card: T) => ReactNode;
  /** A drop by mouse or keyboard: the card lands in `toColumn` at `index` among that column's cards. */
  onMove: (cardId: string, toColumn: string, index: number) => void;
  /** Enter on a card (open the deal). */
  onOpen?: (cardId: string) => void;
  /** Summed in each column header when given (e.g. the amount). */
  cardValue?: (card: T) => number;
  /** Formats the column sum (default: the number grouped in the UI locale). */
  formatValue?: (sum: number) => string;
  /** Column body height in px (default 560); the cards scroll inside, only the visible ones mounted. */
  height?: number;
  /** Column width in px (default 280). */
  columnWidth?: number;
  /** Text of an empty column (default 暂无卡片 / No cards). */
  empty?: ReactNode;
  'aria-label'?: string;
}

interface Lift {
  id: string;
  from: KanbanPlace;
  at: KanbanPlace;
}
interface Over {
  column: string;
  /** The card shown under the pointer, or the column's length for its free space. */
  index: number;
  after: boolean;
}

const STEPS: Record<string, KanbanStep> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * A board of stages with cards (the CRM pipeline). Cards move by mouse (HTML5 drag and drop) or
 * keyboard: arrows walk the cards, Space lifts one, arrows move it (up and down in the column, left
 * and right across), Space drops, Escape cancels, each step announced. Each column is a virtual list
 * (virtua), so thousands of cards mount only the visible ones. Controlled: `onMove` reports, the host
 * moves the card in `cards` (see `applyKanbanMove`).
 */
export function KanbanBoard<T>({
  columns,
  cards,
  cardKey,
  cardColumn,
  cardLabel,
  renderCard,
  onMove,
  onOpen,
  cardValue,
  formatValue,
  height = 560,
  columnWidth = 280,
  empty,
  ...aria
}: KanbanBoardProps<T>) {
  const { messages, locale } = useUiConfig();
  const t = messages.crm.kanban;
  const ids = useId();
  const root = useRef<HTMLDivElement>(null);
  const lists = useRef(new Map<string, VListHandle>());
  const refocus = useRef<string | null>(null);
  const frame = useRef(0);
  const [lift, setLift] = useState<Lift | null>(null);
  const [drag, setDrag] = useState<{ id: string; from: KanbanPlace } | null>(null);
  const [over, setOver] = useState<Over | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const byId = useMemo(() => new Map(cards.map((c) => [cardKey(c), c])), [cards, cardKey]);
  const base = useMemo(
    () => groupByColumn(columns, cards, cardKey, cardColumn),
    [columns, cards, cardKey, cardColumn],
  );
  const groups = useMemo(() => (lift ? withCardAt(base, lift.id, lift.at) : base), [base, lift]);
  const format = useMemo(() => {
    if (formatValue) return formatValue;
    const nf = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US');
    return (n: number) => nf.format(n);
  }, [formatValue, locale]);
  const titleOf = (column: string) => columns.find((c) => c.key === column)?.title ?? column;
  const labelOf = (id: string) => {
    const card = byId.get(id);
    return card ? cardLabel(card) : id;
  };

  // Moving a card re-inserts (or remounts) its element, which drops focus: put it back. A column
  // that just got its first card mounts its virtual list a frame later, so look again until it shows.
  useLayoutEffect(() => {
    const id = refocus.current;
    const board = root.current;
    if (!id || !board) return;
    refocus.current = null;
    const place = placeOf(groups, id);
    if (place) lists.current.get(place.column)?.scrollToIndex(place.index, { align: 'nearest' });
    cancelAnimationFrame(frame.current);
    let tries = 0;
    // virtua shows a new row only once measured (hidden until then, so focus() does nothing).
    const focus = () => {
      const el = board.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`);
      const doc = board.getRootNode() as Document | ShadowRoot;
      if (el && doc.activeElement !== el) el.focus();
      if ((!el || doc.activeElement !== el) && tries++ < 30) frame.current = requestAnimationFrame(focus);
    };
    focus();
  });
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const focusCard = (id: string) => {
    refocus.current = id;
    setActiveId(id);
  };

  const drop = (id: string, from: KanbanPlace, to: KanbanPlace) => {
    const total = base.get(to.column)?.length ?? 0;
    setAnnouncement(t.dropped(labelOf(id), titleOf(to.column), Math.min(to.index, total) + 1));
    if (from.column !== to.column || from.index !== to.index) onMove(id, to.column, to.index);
  };

  const onCardKey = (e: KeyboardEvent<HTMLElement>, id: string) => {
    const step = STEPS[e.key];
    if (lift) {
      // Keys act on the lifted card, whichever card has focus.
      const moving = lift.id;
      if (step) {
        e.preventDefault();
        const at = stepPlace(columns, groups, lift.at, step);
        const total = (groups.get(at.column)?.length ?? 0) + (at.column === lift.at.column ? 0 : 1);
        setLift({ ...lift, at });
        setAnnouncement(t.moved(labelOf(moving), titleOf(at.column), at.index + 1, total));
        refocus.current = moving;
      } else if (e.key === ' ' || e.key === 'Enter') {
        e.preventDefault();
        setLift(null);
        drop(moving, lift.from, lift.at);
        refocus.current = moving;
      } else if (e.key === 'Escape') {
        e.preventDefault();
        setLift(null);
        setAnnouncement(t.cancelled(labelOf(moving), titleOf(lift.from.column)));
        refocus.current = moving;
      } else if (e.key === 'Tab') {
        setLift(null);
        setAnnouncement(t.cancelled(labelOf(moving), titleOf(lift.from.column)));
      }
      return;
    }
    const place = placeOf(groups, id);
    if (!place) return;
    if (e.key === ' ') {
      e.preventDefault();
      setLift({ id, from: place, at: place });
      setAnnouncement(
        t.lifted(labelOf(id), titleOf(place.column), place.index + 1, groups.get(place.column)!.length),
      );
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      onOpen?.(id);
      return;
    }
    const column = groups.get(place.column)!;
    let next: string | undefined;
    if (e.key === 'Home') next = column[0];
    else if (e.key === 'End') next = column[column.length - 1];
    else if (step === 'up') next = column[place.index - 1];
    else if (step === 'down') next = column[place.index + 1];
    else if (step) {
      // The nearest column on that side that has cards, at the same index (clamped).
      const at = columns.findIndex((c) => c.key === place.column);
      const side = step === 'left' ? columns.slice(0, at).reverse() : columns.slice(at + 1);
      const target = side.map((c) => groups.get(c.key)!).find((list) => list.length > 0);
      next = target?.[Math.min(place.index, target.length - 1)];
    } else return;
    e.preventDefault();
    if (next) focusCard(next);
  };

  const startDrag = (e: DragEvent<HTMLElement>, id: string) => {
    const from = placeOf(base, id);
    if (!from || lift) return;
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', id);
    setDrag({ id, from });
  };
  const dragOverCard = (e: DragEvent<HTMLElement>, column: string, index: number) => {
    if (!drag) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    const box = e.currentTarget.getBoundingClientRect();
    const after = e.clientY > box.top + box.height / 2;
    if (over?.column !== column || over.index !== index || over.after !== after)
      setOver({ column, index, after });
  };
  const dragOverColumn = (e: DragEvent<HTMLElement>, column: string) => {
    if (!drag) return;
    e.preventDefault();
    if ((e.target as Element).closest('[data-card-id]')) return;
    const index = base.get(column)?.length ?? 0;
    if (over?.column !== column || over.index !== index || over.after)
      setOver({ column, index, after: false });
  };
  const dropOnColumn = (e: DragEvent<HTMLElement>, column: string) => {
    if (!drag) return;
    e.preventDefault();
    const target = over?.column === column ? over : { column, index: base.get(column)!.length, after: false };
    const index = dropIndex(drag.from, column, target.index, target.after);
    setDrag(null);
    setOver(null);
    drop(drag.id, drag.from, { column, index });
  };
  const endDrag = () => {
    setDrag(null);
    setOver(null);
  };

  const instructions = `${ids}-keys`;
  return (
    <Board ref={root} role="group" aria-label={aria['aria-label'] ?? t.board}>
      {columns.map((column) => {
        const list = groups.get(column.key)!;
        const titleId = `${ids}-${column.key}`;
        const activeIndex = activeId ? list.indexOf(activeId) : -1;
        const tabIndexAt = activeIndex >= 0 ? activeIndex : 0;
        const sum = cardValue ? list.reduce((total, id) => total + cardValue(byId.get(id)!), 0) : null;
        const markerAt = (index: number) =>
          over && drag && over.column === column.key
            ? over.index === index
              ? over.after
                ? 'bottom'
                : 'top'
              : null
            : null;
        return (
          <Column
            key={column.key}
            role="group"
            aria-labelledby={titleId}
            $width={columnWidth}
            $over={!!drag && over?.column === column.key}
            data-over={(!!drag && over?.column === column.key) || undefined}
            onDragOver={(e) => dragOverColumn(e, column.key)}
            onDrop={(e) => dropOnColumn(e, column.key)}
          >
            <Header>
              <Title id={titleId} title={column.title}>
                {column.title}
              </Title>
              <Count>{t.count(list.length)}</Count>
              {sum !== null && (
                <Sum>
                  {t.sum} {format(sum)}
                </Sum>
              )}
            </Header>
            {list.length === 0 ? (
              <EmptyColumn $height={height}>{empty ?? t.emptyColumn}</EmptyColumn>
            ) : (
              <VList
                ref={(handle) => {
                  if (handle) lists.current.set(column.key, handle);
                  else lists.current.delete(column.key);
                }}
                data={list}
                itemSize={88}
                keepMounted={[tabIndexAt]}
                style={{ height }}
              >
                {(id: string, index: number) => {
                  const card = byId.get(id)!;
                  const lifted = lift?.id === id;
                  return (
                    <Slot key={id}>
                      <Card
                        data-card-id={id}
                        role="button"
                        aria-roledescription={t.card}
                        aria-describedby={instructions}
                        tabIndex={index === tabIndexAt ? 0 : -1}
                        draggable={!lift}
                        $lifted={lifted}
                        data-dragging={drag?.id === id || undefined}
                        data-marker={markerAt(index) ?? undefined}
                        $dragging={drag?.id === id}
                        $marker={markerAt(index)}
                        onFocus={() => activeId !== id && setActiveId(id)}
                        onKeyDown={(e) => onCardKey(e, id)}
                        onDragStart={(e) => startDrag(e, id)}
                        onDragOver={(e) => dragOverCard(e, column.key, index)}
                        onDragEnd={endDrag}
                      >
                        <Grip aria-hidden="true">
                          <IconGrip size={16} />
                        </Grip>
                        <Body>{renderCard(card)}</Body>
                      </Card>
                    </Slot>
                  );
                }}
              </VList>
            )}
          </Column>
        );
      })}
      <Hidden id={instructions}>{t.instructions}</Hidden>
      <Hidden role="status" aria-live="assertive">
        {announcement}
      </Hidden>
    </Board>
  );
}
