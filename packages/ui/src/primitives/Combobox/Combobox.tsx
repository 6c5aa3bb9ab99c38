/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are stable callback setters passed as ref props, not ref reads during render. */
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Layer } from '../../internal/Layer';
import { useUiMessages } from '../../locale';
import { Box, List, NativeInput, Option, Panel, Status } from './Combobox.styles';

export interface ComboboxOption {
  /** Stable key of the option. */
  id: string;
  /** Plain text of the option; what `onPick` usually writes into the field. */
  label: string;
  /** Rich content shown instead of `label` (e.g. the typed keyword marked). */
  content?: ReactNode;
}

export interface ComboboxProps {
  /** The text in the field (controlled). */
  value: string;
  /** Every edit of the text; typing also opens the list. */
  onChange: (text: string) => void;
  /** Suggestions for the current text; the list shows when open and non-empty (or loading). */
  options: ComboboxOption[];
  /** An option was picked with Enter or the mouse; the list closes. */
  onPick: (option: ComboboxOption) => void;
  /** Enter with no active option; without it Enter is left to the surrounding form. */
  onSubmit?: (text: string) => void;
  /** Controls whether the list may show (default: managed inside, opened by typing and arrows). */
  open?: boolean;
  /** The list opens (typing, ArrowDown) or closes (Escape, Tab, blur, pick). */
  onOpenChange?: (open: boolean) => void;
  /** Shows the kit's loading text under the options (default false). */
  loading?: boolean;
  /** Accessible name of the field (aria-label). */
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** Accessible name of the listbox. */
  listLabel: string;
  /** Custom option content; defaults to `option.content ?? option.label`. */
  renderOption?: (option: ComboboxOption, state: { active: boolean }) => ReactNode;
  /** 'md' (32 px, default) or 'lg' (40 px). */
  size?: 'md' | 'lg';
  /** 'text' (default) or 'search'. */
  type?: 'text' | 'search';
  id?: string;
  name?: string;
  disabled?: boolean;
  error?: boolean;
  className?: string;
}

/**
 * WAI-ARIA combobox with a listbox popup, for typing with suggestions: focus stays in the field,
 * ArrowDown/ArrowUp move the active option (wrapping), Enter picks it (or submits the text),
 * Escape and Tab close the list, a mouse press picks without blurring the field first. The list
 * is a floating-ui layer portalled through `Layer`, so it also works inside a shadow root.
 */
export function Combobox({
  value,
  onChange,
  options,
  onPick,
  onSubmit,
  open: controlled,
  onOpenChange,
  loading = false,
  label,
  placeholder,
  maxLength,
  listLabel,
  renderOption,
  size: fieldSize = 'md',
  type = 'text',
  id,
  name,
  disabled,
  error,
  className,
}: ComboboxProps) {
  const messages = useUiMessages();
  const listId = `${useId()}-list`;
  const [inner, setInner] = useState(false);
  const [active, setActive] = useState(-1);
  const open = controlled ?? inner;
  const expanded = open && !disabled && (options.length > 0 || loading);
  const current = expanded && active < options.length ? active : -1;
  const optionRefs = useRef<Array<HTMLLIElement | null>>([]);

  const setOpen = (next: boolean) => {
    if (next !== open) {
      if (controlled === undefined) setInner(next);
      onOpenChange?.(next);
    }
    if (!next) setActive(-1);
  };

  const { refs, floatingStyles } = useFloating({
    open: expanded,
    placement: 'bottom-start',
    middleware: [
      offset(4),
      flip(),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            width: `${rects.reference.width}px`,
            maxHeight: `${Math.max(120, availableHeight)}px`,
          });
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  useEffect(() => {
    if (current >= 0) optionRefs.current[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const pick = (option: ComboboxOption) => {
    setOpen(false);
    onPick(option);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.value);
    setActive(-1);
    setOpen(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter and arrows also confirm IME candidates (Chinese input); leave those alone.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) return setOpen(true);
        const count = options.length;
        if (!count) return;
        const down = event.key === 'ArrowDown';
        if (current < 0) setActive(down ? 0 : count - 1);
        else setActive((current + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const option = current >= 0 ? options[current] : undefined;
        if (option) {
          event.preventDefault();
          return pick(option);
        }
        setOpen(false);
        if (onSubmit) {
          event.preventDefault();
          onSubmit(value);
        }
        return;
      }
      case 'Escape':
        // Closing the list is all Escape does while it shows (a search field would also clear).
        if (expanded) event.preventDefault();
        return setOpen(false);
      case 'Tab':
        return setOpen(false);
    }
  };

  return (
    <Box
      ref={refs.setReference}
      className={className}
      $size={fieldSize}
      $invalid={error}
      aria-disabled={disabled || undefined}
    >
      <NativeInput
        id={id}
        name={name}
        type={type}
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
        aria-invalid={error || undefined}
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        value={value}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
      />
      {expanded && (
        <Layer>
          <Panel ref={refs.setFloating} style={floatingStyles}>
            <List id={listId} role="listbox" aria-label={listLabel} aria-busy={loading || undefined}>
              {options.map((option, index) => (
                <Option
                  key={option.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === current}
                  ref={(el) => {
                    optionRefs.current[index] = el;
                  }}
                  onMouseMove={() => setActive(index)}
                  // mousedown, not click: the field's blur would close the list before a click.
                  onMouseDown={(event) => {
                    if (event.button !== 0) return;
                    event.preventDefault();
                    pick(option);
                  }}
                >
                  {renderOption
                    ? renderOption(option, { active: index === current })
                    : (option.content ?? option.label)}
                </Option>
              ))}
            </List>
            {loading && <Status role="status">{messages.loading}</Status>}
          </Panel>
        </Layer>
      )}
    </Box>
  );
}
