import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Checkbox, RadioGroup } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import type { LeadMember, ListShareInput } from './leadsApi';

const Members = styled.fieldset`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs}px;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Visibility = ListShareInput['share'];
const VISIBILITIES: readonly Visibility[] = ['private', 'users', 'organisation'];

/** Who sees a list: nobody else, chosen colleagues, or the whole organisation. */
export function ShareDialog({
  listId,
  initial,
  initialMembers,
  members,
  selfId,
  saving,
  onSave,
  onClose,
}: {
  listId: string;
  initial: Visibility;
  initialMembers: readonly string[];
  members: readonly LeadMember[];
  selfId: string | undefined;
  saving: boolean;
  onSave: (input: ListShareInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [visibility, setVisibility] = useState<Visibility>(initial);
  const [chosen, setChosen] = useState<string[]>([...initialMembers]);
  const [error, setError] = useState('');
  const label = (v: Visibility) =>
    v === 'private'
      ? t('leads.lists.shareNone')
      : v === 'organisation'
        ? t('leads.lists.shareOrg')
        : t('leads.lists.shareMembers');
  return (
    <FormDialog
      title={t('leads.lists.shareTitle')}
      saving={saving}
      onOk={() =>
        visibility === 'users' && chosen.length === 0
          ? setError(t('leads.lists.membersRequired'))
          : onSave({ listId, share: visibility, ...(visibility === 'users' && { userIds: chosen }) })
      }
      onClose={onClose}
    >
      <RadioGroup
        label={t('leads.lists.share')}
        options={VISIBILITIES.map((v) => ({ value: v, label: label(v) }))}
        value={visibility}
        onChange={setVisibility}
      />
      {visibility === 'users' && (
        <Members>
          <legend>{t('leads.lists.members')}</legend>
          {members
            .filter((m) => m.userId !== selfId)
            .map((m) => (
              <Checkbox
                key={m.userId}
                label={m.name}
                checked={chosen.includes(m.userId)}
                onChange={(e) => {
                  setChosen(
                    e.target.checked ? [...chosen, m.userId] : chosen.filter((id) => id !== m.userId),
                  );
                  setError('');
                }}
              />
            ))}
        </Members>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </FormDialog>
  );
}
