import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Button } from '../../primitives/Button';
import { IconAdd, IconChevronDown, IconChevronRight, IconDelete, IconRename } from '../../icons';
import { useUiConfig } from '../../locale';
import {
  buildTree,
  childrenByParent,
  descendantsOf,
  dropMove,
  dropPosition,
  parentsOf,
  stepMove,
  visibleIds,
  type TreeBranch,
  type TreeDropPosition,
  type TreeMove,
  type TreeNode,
  type TreeStep,
} from './tree';
import {
  Action,
  Actions,
  AddRoot,
  Count,
  Edit,
  Error,
  Hidden,
  Item,
  Name,
  NameInput,
  Row,
  Toggle,
  Tree,
  Wrap,
} from './TreeEditor.styles';

export interface TreeEditorProps {
  /** The flat list; each node's children are ordered by `sort`. */
  nodes: TreeNode[];
  /** The selected node (aria-selected, highlighted). */
  selectedId?: string | null;
  /** Enter or a click on a node. */
  onSelect?: (id: string) => void;
  /** A move by keyboard or drag and drop: `index` is the position among the new siblings after the move. Omit to forbid moves. */
  onMove?: (id: string, parentId: string | null, index: number) => void;
  /** A rename (F2 or the rename button), the name trimmed and never empty. Omit to forbid renames. */
  onRename?: (id: string, name: string) => void;
  /** The add buttons (a child of a node, or a top-level node when null). Omit to hide them. */
  onAdd?: (parentId: string | null) => void;
  /** The delete buttons; the host confirms. Omit to hide them. */
  onRemove?: (id: string) => void;
  /** aria-label of the tree. */
  label: string;
  /** Longest name the rename field takes (default 30). */
  maxNameLength?: number;
}

interface Editing {
  id: string;
  draft: string;
  invalid: boolean;
}
interface Drag {
  id: string;
  /** The dragged node and its descendants: no drop there. */
  blocked: ReadonlySet<string>;
}
interface Over {
  id: string;
  position: TreeDropPosition;
}

const STEPS: Record<string, TreeStep> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'in',
  ArrowLeft: 'out',
};

/**
 * An editable tree of departments (the ARIA tree pattern). Arrows walk and expand, Enter selects,
 * F2 renames in place, Alt with the arrows moves a node (reorder, nest under the previous sibling,
 * move out a level); the mouse drags rows (HTML5 drag and drop: the middle of a row nests, its
 * edges place before or after), never into the node itself or its descendants. Moves are announced.
 * Controlled: the host applies `onMove` to `nodes` (see `applyTreeMove`), renames and adds. Without
 * `onMove`, `onRename`, `onAdd` and `onRemove` the tree is read-only.
 */
export function TreeEditor({
  nodes,
  selectedId = null,
  onSelect,
  onMove,
  onRename,
  onAdd,
  onRemove,
  label,
  maxNameLength = 30,
}: TreeEditorProps) {
  const { messages } = useUiConfig();
  const t = messages.org.tree;
  const ids = useId();
  const tree = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const editingRef = useRef<Editing | null>(null);
  /** Sets the edit; the ref lets the blur and focus handlers see it before the next render. */
  const startEdit = (next: Editing | null) => {
    editingRef.current = next;
    setEditing(next);
  };
  const [drag, setDrag] = useState<Drag | null>(null);
  const [over, setOver] = useState<Over | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Focus this node once it shows; after a move, until `nodes` changes (the host applied it). */
  const refocus = useRef<{ id: string; until: readonly TreeNode[] | null } | null>(null);
  const adding = useRef<{
    parentId: string | null;
    known: ReadonlySet<string>;
    nodes: readonly TreeNode[];
  } | null>(null);
  const shown = useRef<string[]>([]);

  const branches = useMemo(() => buildTree(nodes), [nodes]);
  const children = useMemo(() => childrenByParent(nodes), [nodes]);
  const parents = useMemo(() => parentsOf(children), [children]);
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const ordinal = useMemo(() => new Map(nodes.map((n, i) => [n.id, i])), [nodes]);
  const visible = useMemo(() => visibleIds(branches, collapsed), [branches, collapsed]);
  const editable = !!(onMove || onRename);

  // The tab stop: the focused node, or its nearest shown ancestor, or the selected node, or the first.
  const shownAncestor = (id: string | null) => {
    let at = id;
    while (at !== null && byId.has(at) && !visible.includes(at)) at = parents.get(at) ?? null;
    return at !== null && visible.includes(at) ? at : null;
  };
  const tabStop = shownAncestor(activeId) ?? shownAncestor(selectedId) ?? visible[0] ?? null;

  const nameOf = (id: string | null) => (id === null ? null : (byId.get(id)?.name ?? id));
  const elementOf = (id: string) =>
    tree.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(id)}"]`) ?? null;

  // After a change of the nodes: open a node added by the add buttons for its name, and move the
  // focus off a removed node to its neighbour (the one above, else below).
  useLayoutEffect(() => {
    const add = adding.current;
    if (add && add.nodes !== nodes) {
      adding.current = null;
      const added = nodes.find((n) => !add.known.has(n.id) && n.parentId === add.parentId);
      if (added) {
        setActiveId(added.id);
        if (onRename) startEdit({ id: added.id, draft: added.name, invalid: false });
        else refocus.current = { id: added.id, until: null };
      }
    }
    if (activeId !== null && !byId.has(activeId)) {
      const before = shown.current;
      const at = before.indexOf(activeId);
      const next = [...before.slice(0, Math.max(at, 0)).reverse(), ...before.slice(at + 1)].find((id) =>
        visible.includes(id),
      );
      setActiveId(next ?? null);
      const doc = tree.current?.getRootNode() as Document | ShadowRoot | undefined;
      const lost = !doc?.activeElement || doc.activeElement === document.body;
      if (next && lost) refocus.current = { id: next, until: null };
    }
    shown.current = visible;
  }, [nodes, byId, visible, activeId, onRename]);

  // Focus follows a moved, renamed or walked-to node once it shows (a move may remount it).
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want || !tree.current) return;
    const doc = tree.current.getRootNode() as Document | ShadowRoot;
    const el = elementOf(want.id);
    if (el && doc.activeElement !== el && !editingRef.current) el.focus();
    if (el && (want.until === null || want.until !== nodes)) refocus.current = null;
  });

  useLayoutEffect(() => {
    if (!editing) return;
    input.current?.focus();
    input.current?.select();
    // Only when an edit starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id]);

  const focusNode = (id: string) => {
    setActiveId(id);
    refocus.current = { id, until: null };
    elementOf(id)?.focus();
  };
  const expand = (id: string, open: boolean) =>
    setCollapsed((all) => {
      if (all.has(id) !== open) return all;
      const next = new Set(all);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const move = (id: string, to: TreeMove, keyboard: boolean) => {
    if (!onMove) return;
    const total = (children.get(to.parentId) ?? []).filter((x) => x !== id).length + 1;
    setAnnouncement(t.moved(nameOf(id)!, nameOf(to.parentId), to.index + 1, total));
    if (to.parentId !== null) expand(to.parentId, true);
    setActiveId(id);
    if (keyboard) refocus.current = { id, until: nodes };
    onMove(id, to.parentId, to.index);
  };

  const startRename = (id: string) => {
    if (!onRename) return;
    setActiveId(id);
    startEdit({ id, draft: byId.get(id)?.name ?? '', invalid: false });
  };
  /** Ends the edit: saves a changed name, refuses an empty one (the field stays open). */
  const commit = (save: boolean) => {
    const edit = editingRef.current;
    if (!edit) return;
    const name = edit.draft.trim().slice(0, maxNameLength);
    if (save && !name) {
      startEdit({ ...edit, invalid: true });
      setAnnouncement(t.nameRequired);
      return;
    }
    startEdit(null);
    refocus.current = { id: edit.id, until: null };
    if (save && name !== byId.get(edit.id)?.name) {
      setAnnouncement(t.renamed(name));
      onRename?.(edit.id, name);
    }
  };

  const onTreeFocus = (e: FocusEvent<HTMLElement>) => {
    const id = (e.target as Element).closest('[data-node-id]')?.getAttribute('data-node-id');
    if (!id) return;
    if (refocus.current && refocus.current.id !== id) refocus.current = null;
    if (id !== activeId) setActiveId(id);
  };

  const onItemKey = (e: KeyboardEvent<HTMLElement>, id: string) => {
    // Keys of the buttons and the name field inside the row stay theirs.
    if (e.target !== e.currentTarget) return;
    const at = visible.indexOf(id);
    const kids = children.get(id) ?? [];
    const open = kids.length > 0 && !collapsed.has(id);
    if (e.altKey && STEPS[e.key]) {
      e.preventDefault();
      if (!onMove) return;
      const to = stepMove(nodes, id, STEPS[e.key]!);
      if (to) move(id, to, true);
      else setAnnouncement(t.cannotMove(nameOf(id)!));
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    let next: string | undefined;
    switch (e.key) {
      case 'ArrowDown':
        next = visible[at + 1];
        break;
      case 'ArrowUp':
        next = visible[at - 1];
        break;
      case 'Home':
        next = visible[0];
        break;
      case 'End':
        next = visible[visible.length - 1];
        break;
      case 'ArrowRight':
        if (kids.length > 0 && !open) expand(id, true);
        else if (open) next = kids[0];
        break;
      case 'ArrowLeft':
        if (open) expand(id, false);
        else next = parents.get(id) ?? undefined;
        break;
      case 'Enter':
      case ' ':
        onSelect?.(id);
        break;
      case 'F2':
        startRename(id);
        break;
      default:
        return;
    }
    e.preventDefault();
    if (next) focusNode(next);
  };

  const onNameKey = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(true);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      commit(false);
    }
  };

  const onRowClick = (e: MouseEvent<HTMLElement>, id: string) => {
    if ((e.target as Element).closest('button, input, [data-toggle]')) return;
    onSelect?.(id);
  };

  const startDrag = (e: DragEvent<HTMLElement>, id: string) => {
    e.stopPropagation();
    if (!onMove || editing) return;
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', id);
    setDrag({ id, blocked: new Set([id, ...descendantsOf(nodes, id)]) });
  };
  const dragOver = (e: DragEvent<HTMLElement>, id: string) => {
    if (!drag) return;
    e.stopPropagation();
    if (drag.blocked.has(id)) {
      if (over) setOver(null);
      return;
    }
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    const box = e.currentTarget.getBoundingClientRect();
    const position = dropPosition(e.clientY - box.top, box.height);
    if (over?.id !== id || over.position !== position) setOver({ id, position });
  };
  const dropOn = (e: DragEvent<HTMLElement>, id: string) => {
    if (!drag) return;
    e.preventDefault();
    e.stopPropagation();
    const box = e.currentTarget.getBoundingClientRect();
    const position = dropPosition(e.clientY - box.top, box.height);
    const dragged = drag.id;
    setDrag(null);
    setOver(null);
    if (drag.blocked.has(id)) {
      setAnnouncement(t.cannotMove(nameOf(dragged)!));
      return;
    }
    const to = dropMove(nodes, dragged, id, position);
    if (to) move(dragged, to, false);
  };
  const endDrag = () => {
    setDrag(null);
    setOver(null);
  };

  // A flat list of treeitems (aria-level, aria-setsize, aria-posinset): each item's content is its own row only.
  const rows: { branch: TreeBranch; siblings: TreeBranch[] }[] = [];
  const walk = (siblings: TreeBranch[]) => {
    for (const branch of siblings) {
      rows.push({ branch, siblings });
      if (!collapsed.has(branch.node.id)) walk(branch.children);
    }
  };
  walk(branches);

  const renderBranch = (branch: TreeBranch, siblings: TreeBranch[]) => {
    const { node, level } = branch;
    const id = node.id;
    const key = `${ids}-${ordinal.get(id)}`;
    const hasKids = branch.children.length > 0;
    const open = hasKids && !collapsed.has(id);
    const edit = editing?.id === id ? editing : null;
    const stop = tabStop === id;
    const selected = selectedId === id;
    return (
      <Item
        key={id}
        role="treeitem"
        data-node-id={id}
        aria-level={level}
        aria-expanded={hasKids ? open : undefined}
        aria-setsize={siblings.length}
        aria-posinset={siblings.indexOf(branch) + 1}
        aria-selected={onSelect || selectedId !== null ? selected : undefined}
        aria-labelledby={node.count === undefined ? `${key}-name` : `${key}-name ${key}-count`}
        aria-describedby={`${ids}-keys`}
        tabIndex={stop ? 0 : -1}
        $dragging={drag?.id === id}
        data-dragging={drag?.id === id || undefined}
        onKeyDown={(e) => onItemKey(e, id)}
      >
        <Row
          $level={level}
          $selected={selected}
          $drop={over?.id === id ? over.position : null}
          data-drop={over?.id === id ? over.position : undefined}
          draggable={!!onMove && !editing}
          onClick={(e) => onRowClick(e, id)}
          onDragStart={(e) => startDrag(e, id)}
          onDragOver={(e) => dragOver(e, id)}
          onDrop={(e) => dropOn(e, id)}
          onDragEnd={endDrag}
        >
          <Toggle aria-hidden="true" data-toggle onClick={() => hasKids && expand(id, !open)}>
            {hasKids && (open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />)}
          </Toggle>
          <Name id={`${key}-name`} title={node.name} hidden={!!edit}>
            {node.name}
          </Name>
          {edit && (
            <Edit>
              <NameInput
                ref={input}
                value={edit.draft}
                maxLength={maxNameLength}
                aria-label={t.nameInput(node.name)}
                aria-invalid={edit.invalid || undefined}
                aria-describedby={edit.invalid ? `${key}-error` : undefined}
                onChange={(e) => startEdit({ id, draft: e.target.value, invalid: false })}
                onKeyDown={onNameKey}
                onBlur={() => commit(!!editingRef.current?.draft.trim())}
              />
              {edit.invalid && <Error id={`${key}-error`}>{t.nameRequired}</Error>}
            </Edit>
          )}
          {node.count !== undefined && ' '}
          {node.count !== undefined && <Count id={`${key}-count`}>{t.count(node.count)}</Count>}
          {!edit && (onAdd || onRename || onRemove) && (
            <Actions>
              {onAdd && (
                <Action
                  type="button"
                  tabIndex={stop ? 0 : -1}
                  aria-label={t.addChild(node.name)}
                  title={t.addChild(node.name)}
                  onClick={() => {
                    adding.current = { parentId: id, known: new Set(byId.keys()), nodes };
                    expand(id, true);
                    onAdd(id);
                  }}
                >
                  <IconAdd size={16} />
                </Action>
              )}
              {onRename && (
                <Action
                  type="button"
                  tabIndex={stop ? 0 : -1}
                  aria-label={t.rename(node.name)}
                  title={t.rename(node.name)}
                  onClick={() => startRename(id)}
                >
                  <IconRename size={16} />
                </Action>
              )}
              {onRemove && (
                <Action
                  type="button"
                  tabIndex={stop ? 0 : -1}
                  aria-label={t.remove(node.name)}
                  title={t.remove(node.name)}
                  onClick={() => onRemove(id)}
                >
                  <IconDelete size={16} />
                </Action>
              )}
            </Actions>
          )}
        </Row>
      </Item>
    );
  };

  return (
    <Wrap>
      <Tree ref={tree} role="tree" aria-label={label} onFocus={onTreeFocus}>
        {rows.map(({ branch, siblings }) => renderBranch(branch, siblings))}
      </Tree>
      {onAdd && (
        <AddRoot>
          <Button
            size="sm"
            onClick={() => {
              adding.current = { parentId: null, known: new Set(byId.keys()), nodes };
              onAdd(null);
            }}
          >
            <IconAdd size={16} />
            {t.addRoot}
          </Button>
        </AddRoot>
      )}
      <Hidden id={`${ids}-keys`}>{editable ? t.instructions : t.readOnlyInstructions}</Hidden>
      <Hidden role="status" aria-live="polite">
        {announcement}
      </Hidden>
    </Wrap>
  );
}
