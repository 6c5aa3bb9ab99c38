import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '@platform/ui';
import { useCardEntSuggestQuery } from './cardsApi';
import { useDebounced } from '../../shared/hooks/useDebounced';
import './i18n';

/** Spec 2 §9: debounce default 500 ms. */
export const SUGGEST_DEBOUNCE_MS = 500;

export interface LinkedEnterpriseFieldProps {
  /** The linked company's name (shown in the field). */
  companyName: string;
  onPick: (company: { companyId: string; companyName: string }) => void;
  error?: boolean;
}

/**
 * The enterprise card's linked company: typing asks getEntAssoListByKeywords for suggestions
 * 500 ms after the last key; picking one hands the company to the editor, which fills the modules.
 */
export function LinkedEnterpriseField({ companyName, onPick, error }: LinkedEnterpriseFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(companyName);
  const [source, setSource] = useState(companyName);
  if (source !== companyName) {
    setSource(companyName);
    setText(companyName);
  }
  const keyword = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data, isFetching } = useCardEntSuggestQuery(
    { keyword, platform: 'pc', system: 'portal', size: 10 },
    { skip: !keyword || keyword === companyName },
  );
  const items = keyword && keyword === text.trim() && keyword !== companyName ? (data ?? []) : [];
  const options: ComboboxOption[] = items.map((item) => ({
    id: item.companyId,
    label: item.companyName,
  }));
  return (
    <Combobox
      label={t('cards.editor.enterprise')}
      listLabel={t('cards.editor.enterpriseList')}
      placeholder={t('cards.editor.enterprisePlaceholder')}
      value={text}
      maxLength={60}
      onChange={setText}
      options={options}
      loading={isFetching}
      error={error}
      onPick={(option) => {
        setText(option.label);
        onPick({ companyId: option.id, companyName: option.label });
      }}
    />
  );
}
