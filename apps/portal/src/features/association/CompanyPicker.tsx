import { useTranslation } from 'react-i18next';
import { CompanyPicker as Picker, type PickedCompany } from '../../shared/company/CompanyPicker';

export type { PickedCompany };

/** The company an application or a member is for, picked from the data set. */
export function CompanyPicker({ onPick }: { onPick: (c: PickedCompany | null) => void }) {
  const { t } = useTranslation();
  return (
    <Picker
      label={t('association.members.companySearch')}
      listLabel={t('association.members.suggestions')}
      placeholder={t('association.members.companyHint')}
      onPick={onPick}
    />
  );
}
