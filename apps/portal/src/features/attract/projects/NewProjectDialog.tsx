import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { CompanyPicker, type PickedCompany } from '../../../shared/company/CompanyPicker';
import { FormDialog } from '../../../shared/layout/FormDialog';
import { useAttractProjectCreateMutation } from './projectsApi';

/** 新建项目: a project for any company of the data set, entered by hand (source manual). */
export function NewProjectDialog({
  regionCode,
  onCreated,
  onClose,
}: {
  regionCode: string;
  onCreated: (projectId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [error, setError] = useState('');
  const [create, { isLoading }] = useAttractProjectCreateMutation();
  const submit = async () => {
    if (!company) return setError(t('attractProjects.create.companyRequired'));
    const made = await create({ regionCode, companyId: company.id, source: 'manual' }).unwrap();
    toast.success(t('attractProjects.create.created', { name: company.name }));
    onCreated(made.projectId);
  };
  return (
    <FormDialog
      title={t('attractProjects.create.title')}
      saving={isLoading}
      onOk={() => void submit().catch(() => undefined)}
      onClose={onClose}
    >
      <CompanyPicker
        label={t('attractProjects.create.company')}
        listLabel={t('attractProjects.create.suggestions')}
        placeholder={t('attractProjects.create.companyHint')}
        onPick={(c) => (setCompany(c), setError(''))}
      />
      {error && <p role="alert">{error}</p>}
    </FormDialog>
  );
}
