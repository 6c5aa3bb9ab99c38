import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@platform/ui';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { useAssocSuggestCompanyQuery } from './associationApi';

export interface PickedCompany {
  id: string;
  name: string;
}

/** A company of the data set, found by name as typed (the search module's suggestions). */
export function CompanyPicker({ onPick }: { onPick: (c: PickedCompany | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  const { currentData } = useAssocSuggestCompanyQuery({ keyword }, { skip: !keyword });
  const options = keyword && keyword === text.trim() ? (currentData ?? []) : [];
  return (
    <Combobox
      type="search"
      label={t('association.members.companySearch')}
      listLabel={t('association.members.suggestions')}
      placeholder={t('association.members.companyHint')}
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
