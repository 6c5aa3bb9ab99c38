import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import type { LeadProductTag } from './leadsApi';
import { LEAD_PRODUCT_TAGS } from './limits';
import './i18n';

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm}px;
  }
`;

/** 金融拓客: the bank's products to pitch to the chosen leads (replacing theirs; none clears them). */
export function ProductsDialog({
  count,
  initial,
  saving,
  onSave,
  onClose,
}: {
  count: number;
  initial: readonly LeadProductTag[];
  saving: boolean;
  onSave: (tags: LeadProductTag[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<LeadProductTag[]>([...initial]);
  const toggle = (tag: LeadProductTag, on: boolean) =>
    setTags(
      on ? LEAD_PRODUCT_TAGS.filter((x) => x === tag || tags.includes(x)) : tags.filter((x) => x !== tag),
    );
  return (
    <FormDialog title={t('leads.products.title')} saving={saving} onOk={() => onSave(tags)} onClose={onClose}>
      <Choices>
        <legend>{t('leads.products.scope', { count })}</legend>
        {LEAD_PRODUCT_TAGS.map((tag) => (
          <Checkbox
            key={tag}
            label={t(`leads.products.tags.${tag}`)}
            checked={tags.includes(tag)}
            onChange={(e) => toggle(tag, e.target.checked)}
          />
        ))}
      </Choices>
    </FormDialog>
  );
}
