/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are stable callback setters passed as ref props, not ref reads during render. */
import { FloatingFocusManager } from '@floating-ui/react';
import { useFloatingPanel } from '../../internal/useFloatingPanel';
import { useEffect, useId, useMemo, useState } from 'react';
import { Input } from '../../primitives/Input';
import { ErrorText, FieldWrap, Label } from '../../internal/Field.styles';
import { arrowFocus } from '../../internal/arrowFocus';
import { Layer } from '../../internal/Layer';
import { useUiMessages } from '../../locale';
import { Spinner } from '../../primitives/Spinner';
import { Columns, Hint, List, Option, Panel, Trigger } from './AreaSelector.styles';
import { findAreaPath, flattenAreas, loadAreas, NATIONWIDE, searchAreas, type AreaNode } from './areas';

export interface AreaSelectorProps {
  /** Selected 6-digit area code. */
  value?: string;
  onChange?: (code: string, path: AreaNode[]) => void;
  /** Area tree; when omitted the national tree is imported lazily on first open. */
  data?: AreaNode[];
  /** Leaves out 全国 (100000), e.g. in the free-trial dialog. */
  excludeNationwide?: boolean;
  /** Codes that cannot be picked (their children neither). */
  disabledCodes?: readonly string[];
  /** Levels to pick down to: 1 province, 2 city, 3 county (default 3). */
  depth?: 1 | 2 | 3;
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** Cascading province / city / county picker with a search box (spec 1 §2). */
export function AreaSelector(props: AreaSelectorProps) {
  const {
    value,
    onChange,
    data,
    excludeNationwide = false,
    disabledCodes = [],
    depth = 3,
    label,
    error,
    disabled,
    className,
  } = props;
  const messages = useUiMessages();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<AreaNode[] | null>(null);
  const [query, setQuery] = useState('');
  const [trail, setTrail] = useState<AreaNode[]>([]);

  const source = data ?? loaded;
  useEffect(() => {
    if (data || loaded || (!open && !value)) return;
    let live = true;
    void loadAreas().then((tree) => live && setLoaded(tree));
    return () => {
      live = false;
    };
  }, [data, loaded, open, value]);

  const tree = useMemo(() => {
    if (!source) return null;
    const base = source.filter((n) => n.code !== NATIONWIDE.code);
    return excludeNationwide ? base : [NATIONWIDE, ...base];
  }, [source, excludeNationwide]);
  const entries = useMemo(
    () => (tree ? flattenAreas(tree).filter((e) => e.path.length <= depth) : []),
    [tree, depth],
  );
  const hits = useMemo(() => searchAreas(entries, query), [entries, query]);
  const selectedPath = useMemo(() => (tree && value ? findAreaPath(tree, value) : []), [tree, value]);
  const blocked = (path: AreaNode[]) => path.some((n) => disabledCodes.includes(n.code));

  const { refs, floatingStyles, context, getReferenceProps, getFloatingProps } = useFloatingPanel({
    open,
    onOpenChange: (next) => {
      setOpen(next);
      if (next) setTrail(selectedPath);
      else setQuery('');
    },
    role: 'dialog',
    placement: 'bottom-start',
  });

  const pick = (path: AreaNode[]) => {
    const node = path[path.length - 1]!;
    if (blocked(path)) return;
    if (node.children?.length && path.length < depth) {
      setTrail(path);
      return;
    }
    onChange?.(node.code, path);
    setOpen(false);
    setQuery('');
  };

  const columns: AreaNode[][] = tree ? [tree] : [];
  for (let level = 0; level < depth - 1; level += 1) {
    const children = trail[level]?.children;
    if (children?.length) columns.push(children);
  }

  const name = label ?? props['aria-label'] ?? messages.areaLabel;
  return (
    <FieldWrap className={className}>
      {label ? (
        <Label id={`${ids}-label`}>{label}</Label>
      ) : (
        <span id={`${ids}-label`} hidden>
          {name}
        </span>
      )}
      <Trigger
        ref={refs.setReference}
        type="button"
        disabled={disabled}
        $placeholder={!selectedPath.length}
        $invalid={!!error}
        aria-labelledby={`${ids}-label ${ids}-value`}
        {...getReferenceProps()}
      >
        <span id={`${ids}-value`}>
          {selectedPath.length
            ? selectedPath.map((n) => n.name).join(' / ')
            : (props.placeholder ?? messages.areaPlaceholder)}
        </span>
        <span aria-hidden="true">▾</span>
      </Trigger>
      {error && <ErrorText>{error}</ErrorText>}
      {open && (
        <Layer>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <Panel ref={refs.setFloating} style={floatingStyles} aria-label={name} {...getFloatingProps()}>
              <Input
                type="search"
                aria-label={props.searchPlaceholder ?? messages.areaSearchPlaceholder}
                placeholder={props.searchPlaceholder ?? messages.areaSearchPlaceholder}
                value={query}
                maxLength={50}
                onChange={(e) => setQuery(e.target.value)}
              />
              {!tree ? (
                <Hint>
                  <Spinner showLabel />
                </Hint>
              ) : query.trim() ? (
                hits.length ? (
                  <List
                    aria-label={messages.areaLabel}
                    style={{ marginTop: 8 }}
                    onKeyDown={(e) => arrowFocus(e, 'vertical')}
                  >
                    {hits.map((hit) => (
                      <li key={hit.node.code}>
                        <Option
                          type="button"
                          $active={hit.node.code === value}
                          disabled={blocked(hit.path)}
                          onClick={() => pick(hit.path)}
                        >
                          {hit.label}
                        </Option>
                      </li>
                    ))}
                  </List>
                ) : (
                  <Hint role="status">{props.emptyText ?? messages.areaEmpty}</Hint>
                )
              ) : (
                <Columns>
                  {columns.map((column, level) => (
                    <List
                      key={level}
                      aria-label={trail[level - 1]?.name ?? messages.areaLabel}
                      onKeyDown={(e) => arrowFocus(e, 'vertical')}
                    >
                      {column.map((node) => {
                        const path = [...trail.slice(0, level), node];
                        return (
                          <li key={node.code}>
                            <Option
                              type="button"
                              $active={trail[level]?.code === node.code || node.code === value}
                              disabled={blocked(path)}
                              aria-expanded={
                                node.children?.length && level < depth - 1
                                  ? trail[level]?.code === node.code
                                  : undefined
                              }
                              onClick={() => pick(path)}
                            >
                              {node.name}
                            </Option>
                          </li>
                        );
                      })}
                    </List>
                  ))}
                </Columns>
              )}
            </Panel>
          </FloatingFocusManager>
        </Layer>
      )}
    </FieldWrap>
  );
}
