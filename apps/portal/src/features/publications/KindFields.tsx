import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Input } from '@platform/ui';
import { PUBLICATION_LIMITS as L } from '@platform/contracts/content/publications-limits';
import type { ErrorPlace } from './publishErrors';
import type { PublicationDraft } from './publicationDraft';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;
const GroupError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type KindField =
  | 'industryCode'
  | 'projectAmount'
  | 'activityStart'
  | 'activityEnd'
  | 'activityPlace'
  | 'activityCapacity'
  | 'registrationDeadline';

interface Props {
  draft: PublicationDraft;
  set: (field: KindField, value: string) => void;
  errors: Partial<Record<ErrorPlace, string>>;
}

/**
 * What the kind needs besides the common fields: a project's industry and amount (its region is the
 * common one); an activity's when, where and how many.
 */
export function KindFields({ draft, set, errors }: Props) {
  const { t } = useTranslation();
  const groupError = errors.kindFields && <GroupError role="alert">{errors.kindFields}</GroupError>;
  if (draft.kind === 'project')
    return (
      <Group>
        <legend>{t('publications.edit.project')}</legend>
        <Input
          label={t('publications.edit.industry')}
          placeholder={t('publications.edit.industryPlaceholder')}
          value={draft.industryCode}
          maxLength={L.code}
          error={errors.industryCode}
          onChange={(e) => set('industryCode', e.target.value)}
        />
        <Input
          label={t('publications.edit.amount')}
          type="number"
          min={0}
          inputMode="decimal"
          value={draft.projectAmount}
          error={errors.projectAmount}
          onChange={(e) => set('projectAmount', e.target.value)}
        />
        {groupError}
      </Group>
    );
  if (draft.kind === 'activity')
    return (
      <Group>
        <legend>{t('publications.edit.activity')}</legend>
        {(['activityStart', 'activityEnd', 'registrationDeadline'] as const).map((field) => (
          <Input
            key={field}
            label={t(`publications.edit.${field}`)}
            type="datetime-local"
            value={draft[field]}
            error={errors[field]}
            onChange={(e) => set(field, e.target.value)}
          />
        ))}
        <Input
          label={t('publications.edit.activityPlace')}
          value={draft.activityPlace}
          maxLength={L.place}
          error={errors.activityPlace}
          onChange={(e) => set('activityPlace', e.target.value)}
        />
        <Input
          label={t('publications.edit.activityCapacity')}
          type="number"
          min={L.capacityMin}
          max={L.capacityMax}
          step={1}
          inputMode="numeric"
          value={draft.activityCapacity}
          error={errors.activityCapacity}
          onChange={(e) => set('activityCapacity', e.target.value)}
        />
        {groupError}
      </Group>
    );
  return null;
}
