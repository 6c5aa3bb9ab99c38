import { useTranslation } from 'react-i18next';
import { Select } from '@platform/ui';
import {
  PUBLICATION_KINDS,
  type PublicationKindValue,
} from '@platform/contracts/content/publications-limits';

/** The kind filter of a publication list: one kind, or all kinds ('') by default. */
export function KindFilter({
  value,
  onChange,
}: {
  value: PublicationKindValue | '';
  onChange: (kind: PublicationKindValue | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('publications.lists.kind')}
      placeholder={t('publications.lists.allKinds')}
      value={value}
      options={PUBLICATION_KINDS.map((k) => ({ value: k, label: t(`publications.kinds.${k}`) }))}
      onChange={(next) => onChange(next as PublicationKindValue | '')}
    />
  );
}
