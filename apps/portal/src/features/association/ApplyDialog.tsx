import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_LIMITS as L } from '@platform/contracts';
import { Input, TextArea, toast } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import { useAssocApplyMutation, type AssocListed } from './associationApi';
import { CompanyPicker, type PickedCompany } from './CompanyPicker';
import { Fields } from './styles';
import { MOBILE } from './view';

/** 申请加入: a company of the data set, the contact and a short note. */
export function ApplyDialog({ association, onClose }: { association: AssocListed; onClose: () => void }) {
  const { t } = useTranslation();
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [apply, { isLoading }] = useAssocApplyMutation();
  const submit = () => {
    if (!company) return setError(t('association.members.companyRequired'));
    if (!contactName.trim() || !MOBILE.test(contactPhone.trim()))
      return setError(t('association.members.contactInvalid'));
    void apply({
      associationId: association.associationId,
      companyId: company.id,
      contactName: contactName.trim(),
      contactPhone: contactPhone.trim(),
      note: note.trim(),
    })
      .unwrap()
      .then(() => {
        toast.success(t('association.apply.submitted'));
        onClose();
      })
      .catch(() => undefined);
  };
  return (
    <FormDialog
      title={t('association.apply.formTitle', { name: association.name })}
      okLabel={t('association.apply.submit')}
      saving={isLoading}
      onOk={submit}
      onClose={onClose}
    >
      <Fields>
        <CompanyPicker onPick={(c) => (setCompany(c), setError(''))} />
        <Input
          label={t('association.members.contactName')}
          maxLength={L.contactNameMax}
          value={contactName}
          onChange={(e) => (setContactName(e.target.value), setError(''))}
        />
        <Input
          label={t('association.members.contactPhone')}
          inputMode="tel"
          maxLength={20}
          value={contactPhone}
          onChange={(e) => (setContactPhone(e.target.value), setError(''))}
        />
        <TextArea
          label={t('association.apply.note')}
          maxLength={L.noteMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
