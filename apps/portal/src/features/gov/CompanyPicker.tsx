import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, toast } from '@platform/ui';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { useGovEntCompanySetMutation, useGovSuggestCompanyQuery } from './govApi';

/** 我的企业: the caller picks their company from the data set by name (saved at once). */
export function CompanyPicker() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  const { currentData } = useGovSuggestCompanyQuery({ keyword }, { skip: !keyword });
  const options = keyword && keyword === text.trim() ? (currentData ?? []) : [];
  const [save] = useGovEntCompanySetMutation();
  return (
    <Combobox
      type="search"
      label={t('gov.enterprise.chooseCompany')}
      listLabel={t('gov.enterprise.chooseCompany')}
      placeholder={t('gov.enterprise.companyHint')}
      maxLength={50}
      value={text}
      onChange={setText}
      options={options.map((o) => ({ id: o.companyId, label: o.companyName }))}
      onPick={(o) => {
        setText(o.label);
        void save({ companyId: o.id })
          .unwrap()
          .then(() => toast.success(t('gov.enterprise.companySaved')))
          .catch(() => undefined);
      }}
    />
  );
}
