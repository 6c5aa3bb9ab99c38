import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Combobox, type ComboboxOption } from '@platform/ui';
import type { SuggestCompany } from '@platform/contracts/search';
import { SUGGEST_DEBOUNCE_MS } from './searchQuery';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { useSuggestCompanyQuery } from './enterpriseApi';
import './i18n';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Field = styled(Combobox)`
  flex: 1;
  border-color: ${({ theme }) => theme.colors.borderStrong};
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
 * are asked for 500 ms after the last key; ArrowDown/ArrowUp move through them (wrapping), Enter
 * picks the active one (or searches what was typed), Escape closes the list. The list is the ui
 * kit's Combobox (a floating-ui layer), so the field keeps focus while picking.
 */
export function SearchBox({ value, enabled, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    setText(value);
  }
  const keyword = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestCompanyQuery({ keyword }, { skip: !enabled || !keyword || keyword === value });
  // Only suggestions for what is typed now (not for the text 500 ms ago).
  const items: SuggestCompany = keyword && keyword === text.trim() ? (data ?? []) : [];
  const options: ComboboxOption[] = items.map((item) => ({
    id: item.companyId,
    label: item.companyName,
    content: <Highlighted name={item.companyName} keyword={keyword} />,
  }));

  const pick = (name: string) => {
    setText(name);
    onSearch(name);
  };
  // Enter with no active suggestion and the button both submit the form.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pick(text.trim());
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Field
        type="search"
        size="lg"
        label={t('enterprise.search.title')}
        listLabel={t('enterprise.search.suggestions')}
        placeholder={t('enterprise.search.placeholder')}
        maxLength={50}
        value={text}
        onChange={setText}
        options={options}
        onPick={(option) => pick(option.label)}
      />
      <Button type="submit" variant="primary" size="lg">
        {t('enterprise.search.button')}
      </Button>
    </Form>
  );
}
