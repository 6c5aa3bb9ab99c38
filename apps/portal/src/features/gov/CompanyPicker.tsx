import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { CompanyPicker as Picker } from '../../shared/company/CompanyPicker';
import { useGovEntCompanySetMutation } from './govApi';

/** 我的企业: the caller picks their company from the data set by name (saved at once). */
export function CompanyPicker() {
  const { t } = useTranslation();
  const [save] = useGovEntCompanySetMutation();
  return (
    <Picker
      label={t('gov.enterprise.chooseCompany')}
      listLabel={t('gov.enterprise.chooseCompany')}
      placeholder={t('gov.enterprise.companyHint')}
      onPick={(company) => {
        if (!company) return;
        void save({ companyId: company.id })
          .unwrap()
          .then(() => toast.success(t('gov.enterprise.companySaved')))
          .catch(() => undefined);
      }}
    />
  );
}
