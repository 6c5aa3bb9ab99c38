import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_LIMITS as L } from '@platform/contracts';
import { Input, toast } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import { Fields } from './styles';
import { useAssocMemberAddMutation, useAssocMemberUpdateMutation, type AssocMember } from './associationApi';
import { CompanyPicker, type PickedCompany } from './CompanyPicker';
import { LevelField, TermFields, useLevelAndTerm } from './LevelTermFields';
import { MOBILE } from './view';

/** 添加会员 (a company of the data set) or 调整 a member: level, term and contact. */
export function MemberDialog({ member, onClose }: { member?: AssocMember; onClose: () => void }) {
  const { t } = useTranslation();
  const term = useLevelAndTerm({
    ...(member && { levelId: member.levelId, termStart: member.termStart, termEnd: member.termEnd }),
  });
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [contactName, setContactName] = useState(member?.contactName ?? '');
  const [contactPhone, setContactPhone] = useState(member?.contactPhone ?? '');
  const [error, setError] = useState('');
  const [add, adding] = useAssocMemberAddMutation();
  const [update, updating] = useAssocMemberUpdateMutation();
  const submit = () => {
    if (!member && !company) return setError(t('association.members.companyRequired'));
    if (!contactName.trim() || !MOBILE.test(contactPhone.trim()))
      return setError(t('association.members.contactInvalid'));
    if (!term.termValid) return setError(t('association.members.termInvalid'));
    const body = {
      levelId: term.levelId,
      contactName: contactName.trim(),
      contactPhone: contactPhone.trim(),
      termStart: term.termStart,
      termEnd: term.termEnd,
    };
    const saving = member
      ? update({ memberId: member.memberId, ...body })
          .unwrap()
          .then(() => t('association.members.updated'))
      : add({ companyId: company!.id, ...body })
          .unwrap()
          .then(() => t('association.members.added'));
    // A refusal is shown by the request layer's toast; the dialog stays open.
    void saving
      .then((done) => {
        toast.success(done);
        onClose();
      })
      .catch(() => undefined);
  };
  return (
    <FormDialog
      title={
        member
          ? t('association.members.editTitle', { name: member.companyName })
          : t('association.members.addTitle')
      }
      saving={adding.isLoading || updating.isLoading}
      onOk={submit}
      onClose={onClose}
    >
      <Fields>
        {!member && <CompanyPicker onPick={(c) => (setCompany(c), setError(''))} />}
        <LevelField state={term} label={t('association.members.level')} />
        <Input
          label={t('association.members.contactName')}
          maxLength={L.contactNameMax}
          value={contactName}
          onChange={(e) => setContactName(e.target.value)}
        />
        <Input
          label={t('association.members.contactPhone')}
          inputMode="tel"
          maxLength={20}
          value={contactPhone}
          onChange={(e) => setContactPhone(e.target.value)}
        />
        <TermFields state={term} />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
