/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are stable callback setters passed as ref props, not ref reads during render. */
import { FloatingFocusManager, useInteractions, useListNavigation, type Placement } from '@floating-ui/react';
import { useFloatingPanel } from '../../internal/useFloatingPanel';
import { cloneElement, isValidElement, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Layer } from '../../internal/Layer';
import { Menu, MenuItem } from './Dropdown.styles';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}

export interface DropdownProps {
  /** One button that opens the menu. */
  children: ReactElement<Record<string, unknown>>;
  items: DropdownItem[];
  onSelect?: (key: string) => void;
  placement?: Placement;
  /** Extra content above the items (e.g. the user block of the top bar). */
  header?: ReactNode;
}

/** Menu button: Enter/Space/ArrowDown open it, arrows move, Enter picks, Escape closes. */
export function Dropdown({ children, items, onSelect, placement = 'bottom-end', header }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const { refs, floatingStyles, context, interactions } = useFloatingPanel({
    open,
    onOpenChange: setOpen,
    role: 'menu',
    placement,
  });
  const listNavigation = useListNavigation(context, {
    listRef,
    activeIndex,
    onNavigate: setActiveIndex,
    loop: true,
    disabledIndices: items.flatMap((item, i) => (item.disabled ? [i] : [])),
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    ...interactions,
    listNavigation,
  ]);
  if (!isValidElement(children)) return null;

  const pick = (item: DropdownItem) => {
    if (item.disabled) return;
    onSelect?.(item.key);
    setOpen(false);
  };

  return (
    <>
      {cloneElement(children, { ref: refs.setReference, ...getReferenceProps(children.props) })}
      {open && (
        <Layer>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <Menu ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
              {header}
              {items.map((item, index) => (
                <MenuItem
                  key={item.key}
                  type="button"
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  disabled={item.disabled}
                  $danger={item.danger}
                  data-active={activeIndex === index}
                  ref={(el) => {
                    listRef.current[index] = el;
                  }}
                  {...getItemProps({ onClick: () => pick(item) })}
                >
                  {item.label}
                </MenuItem>
              ))}
            </Menu>
          </FloatingFocusManager>
        </Layer>
      )}
    </>
  );
}
