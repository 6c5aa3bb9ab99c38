import { useState } from 'react';
import { Combobox } from '@platform/ui';
import { useDebounced } from '../hooks/useDebounced';
import { useCompanySuggestQuery } from './companySuggestApi';

export interface PickedCompany {
  id: string;
  name: string;
}

/**
 * A company of the data set, found by name as typed. Typing again clears the pick (onPick(null)),
 * so a form never keeps a company the field no longer names.
 */
export function CompanyPicker({
  label,
  listLabel,
  placeholder,
  onPick,
}: {
  label: string;
  listLabel: string;
  placeholder: string;
  onPick: (company: PickedCompany | null) => void;
}) {
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  const { currentData } = useCompanySuggestQuery({ keyword }, { skip: !keyword });
  const options = keyword && keyword === text.trim() ? (currentData ?? []) : [];
  return (
    <Combobox
      type="search"
      label={label}
      listLabel={listLabel}
      placeholder={placeholder}
      maxLength={50}
      value={text}
      onChange={(v) => {
        setText(v);
        onPick(null);
      }}
      options={options.map((o) => ({ id: o.companyId, label: o.companyName }))}
      onPick={(o) => {
        setText(o.label);
        onPick({ id: o.id, name: o.label });
      }}
    />
  );
}
