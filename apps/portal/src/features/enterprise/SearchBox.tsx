import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui';
import type { SuggestCompany } from '@platform/contracts/search';
import { SUGGEST_DEBOUNCE_MS } from './searchQuery';
import { useDebounced } from './useDebounced';
import { useSuggestCompanyQuery } from './enterpriseApi';
import './i18n';

const Form = styled.form`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  input {
    flex: 1;
    height: 40px;
    padding: 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.font.size.md}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md}px;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  input:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    border-color: ${({ theme }) => theme.colors.brand[500]};
  }
`;
const List = styled.ul`
  position: absolute;
  top: 44px;
  left: 0;
  right: 96px;
  z-index: ${({ theme }) => theme.z.dropdown};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  box-shadow: ${({ theme }) => theme.shadow.md};
  li {
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
  mark {
    background: none;
    color: ${({ theme }) => theme.colors.brandInk};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The keyword's characters inside the name, marked (case-insensitive, first occurrence). */
function Highlighted({ name, keyword }: { name: string; keyword: string }) {
  const at = keyword ? name.toLowerCase().indexOf(keyword.toLowerCase()) : -1;
  if (at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + keyword.length)}</mark>
      {name.slice(at + keyword.length)}
    </>
  );
}

export interface SearchBoxProps {
  /** The keyword of the current search (from the address). */
  value: string;
  /** Suggestions are only asked for when the caller may search (logged in). */
  enabled: boolean;
  /** Run the search with this keyword. */
  onSearch: (keyword: string) => void;
}

/**
 * The search field with typing suggestions (WAI-ARIA combobox with a listbox popup): suggestions
 * are asked for 500 ms after the last key; ArrowDown/ArrowUp move through them, Enter picks the
 * active one (or searches what was typed), Escape closes the list.
 */
export function SearchBox({ value, enabled, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value);
  const [source, setSource] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (source !== value) {
    setSource(value);
    setText(value);
  }
  const keyword = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestCompanyQuery({ keyword }, { skip: !enabled || !keyword || keyword === value });
  const items: SuggestCompany = open && keyword && keyword === text.trim() ? (data ?? []) : [];
  const expanded = items.length > 0;

  const pick = (name: string) => {
    setText(name);
    setOpen(false);
    setActive(-1);
    onSearch(name);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pick(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text field itself; the active option cycles through it.
      const span = items.length + 1;
      setActive((i) => ((((i + 1 + step) % span) + span) % span) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active].companyName);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Form role="search" onSubmit={submit}>
      <input
        type="search"
        role="combobox"
        aria-label={t('enterprise.search.title')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('enterprise.search.placeholder')}
        maxLength={50}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        autoComplete="off"
      />
      <Button type="submit" variant="primary" size="lg">
        {t('enterprise.search.button')}
      </Button>
      <List id={listId} role="listbox" aria-label={t('enterprise.search.suggestions')} hidden={!expanded}>
        {items.map((item, index) => (
          <li
            key={item.companyId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(item.companyName);
            }}
          >
            <Highlighted name={item.companyName} keyword={keyword} />
          </li>
        ))}
      </List>
    </Form>
  );
}
