import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@platform/ui';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { useChainCompanySuggestQuery } from './chainApi';

/** Spec 2 §9: suggestions 500 ms after the last key. */
const DEBOUNCE_MS = 500;

/** Finds a company by name to add to a node; the field empties after each pick. */
export function CompanyPicker({ onPick }: { onPick(companyId: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), DEBOUNCE_MS);
  const { data, isFetching } = useChainCompanySuggestQuery(
    { keyword, platform: 'pc', system: 'portal', size: 10 },
    { skip: !keyword },
  );
  const options = keyword && keyword === text.trim() ? (data ?? []) : [];
  return (
    <Combobox
      label={t('chain.userNode.attach')}
      listLabel={t('chain.userNode.attachList')}
      placeholder={t('chain.userNode.attachPlaceholder')}
      value={text}
      maxLength={60}
      onChange={setText}
      options={options.map((c) => ({ id: c.companyId, label: c.companyName }))}
      loading={isFetching}
      onPick={(option) => {
        setText('');
        onPick(option.id);
      }}
    />
  );
}
