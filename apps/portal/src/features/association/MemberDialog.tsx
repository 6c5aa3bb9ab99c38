import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_LIMITS as L } from '@platform/contracts';
import { Input, Select, toast, useUiConfig } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import { Fields } from './styles';
import {
  useAssocLevelListQuery,
  useAssocMemberAddMutation,
  useAssocMemberUpdateMutation,
  type AssocMember,
} from './associationApi';
import { CompanyPicker, type PickedCompany } from './CompanyPicker';
import { MOBILE, chinaToday, levelLabel } from './view';

/** 添加会员 (a company of the data set) or 调整 a member: level, term and contact. */
export function MemberDialog({ member, onClose }: { member?: AssocMember; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const { data: levels = [] } = useAssocLevelListQuery();
  const today = chinaToday();
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [levelId, setLevelId] = useState(member?.levelId ?? '');
  const [contactName, setContactName] = useState(member?.contactName ?? '');
  const [contactPhone, setContactPhone] = useState(member?.contactPhone ?? '');
  const [termStart, setTermStart] = useState(member?.termStart ?? today);
  const [termEnd, setTermEnd] = useState(member?.termEnd ?? `${Number(today.slice(0, 4)) + 2}-12-31`);
  const [error, setError] = useState('');
  const [add, adding] = useAssocMemberAddMutation();
  const [update, updating] = useAssocMemberUpdateMutation();
  const level = levelId || (levels[levels.length - 1]?.levelId ?? '');
  const submit = () => {
    if (!member && !company) return setError(t('association.members.companyRequired'));
    if (!contactName.trim() || !MOBILE.test(contactPhone.trim()))
      return setError(t('association.members.contactInvalid'));
    if (!termStart || !termEnd || termEnd < termStart) return setError(t('association.members.termInvalid'));
    const body = {
      levelId: level,
      contactName: contactName.trim(),
      contactPhone: contactPhone.trim(),
      termStart,
      termEnd,
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
        <Select
          label={t('association.members.level')}
          placeholder={null}
          value={level}
          options={levels.map((l) => ({ value: l.levelId, label: levelLabel(l.name, locale) }))}
          onChange={setLevelId}
        />
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
        <Input
          type="date"
          label={t('association.members.termStart')}
          value={termStart}
          onChange={(e) => setTermStart(e.target.value)}
        />
        <Input
          type="date"
          label={t('association.members.termEnd')}
          value={termEnd}
          onChange={(e) => setTermEnd(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
