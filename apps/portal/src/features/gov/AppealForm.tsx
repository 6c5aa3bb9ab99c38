import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GOV_ATTACHMENT_TYPES,
  GOV_CATEGORIES,
  GOV_LIMITS as L,
  type GovAttachment,
  type GovCategory,
} from '@platform/contracts';
import { checkPhone } from '@platform/contracts/phone';
import { Button, Input, Select, TextArea, toast } from '@platform/ui';
import { FileAttachmentsField } from '../../shared/attachments/FileAttachmentsField';
import { useGovEntAppealSubmitMutation } from './govApi';
import { Bar, Stack } from './styles';

const ACCEPT = Object.keys(GOV_ATTACHMENT_TYPES).map((ext) => `.${ext}`);
type Field = 'category' | 'title' | 'content' | 'contactName' | 'contactPhone';

/**
 * 提交诉求: category, title, text, contact and up to five attachments. Each attachment goes through
 * the files module first (checked by its bytes); the server then checks that its name says what it is.
 */
export function AppealForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<GovCategory | ''>('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [attachments, setAttachments] = useState<GovAttachment[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submit, { isLoading }] = useGovEntAppealSubmitMutation();
  const send = () => {
    const missing: Partial<Record<Field, string>> = {};
    if (!category) missing.category = t('gov.enterprise.errors.category');
    if (!title.trim()) missing.title = t('gov.enterprise.errors.title');
    if (!content.trim()) missing.content = t('gov.enterprise.errors.content');
    if (!contactName.trim()) missing.contactName = t('gov.enterprise.errors.contactName');
    if (checkPhone(contactPhone) !== 'ok') missing.contactPhone = t('gov.enterprise.errors.contactPhone');
    setErrors(missing);
    if (!category || Object.keys(missing).length) return;
    void submit({
      category,
      title: title.trim(),
      content: content.trim(),
      contactName: contactName.trim(),
      contactPhone: contactPhone.trim(),
      attachments,
    })
      .unwrap()
      .then(() => {
        toast.success(t('gov.enterprise.submitted'));
        onSubmitted();
      })
      .catch(() => undefined);
  };
  return (
    <form
      data-testid="gov-appeal-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Stack>
        <Select
          label={t('gov.enterprise.category')}
          required
          value={category}
          onChange={(v) => setCategory(v as GovCategory)}
          error={errors.category}
          options={GOV_CATEGORIES.map((c) => ({ value: c, label: t(`gov.categories.${c}`) }))}
        />
        <Input
          label={t('gov.enterprise.appealTitle')}
          required
          maxLength={L.titleMax}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <TextArea
          label={t('gov.enterprise.content')}
          required
          rows={6}
          maxLength={L.contentMax}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={errors.content}
        />
        <Bar>
          <Input
            label={t('gov.enterprise.contactName')}
            required
            maxLength={L.contactNameMax}
            value={contactName}
            onChange={(e) => setContactName(e.target.value)}
            error={errors.contactName}
          />
          <Input
            label={t('gov.enterprise.contactPhone')}
            required
            type="tel"
            maxLength={11}
            value={contactPhone}
            onChange={(e) => setContactPhone(e.target.value)}
            error={errors.contactPhone}
          />
        </Bar>
        <div>
          <p>{t('gov.enterprise.attachments')}</p>
          <FileAttachmentsField
            value={attachments}
            onAdd={(a) => setAttachments((list) => [...list, a])}
            onRemove={(id) => setAttachments((list) => list.filter((a) => a.fileId !== id))}
            max={L.attachmentsMax}
            accept={ACCEPT}
            uploadLabel={t('gov.enterprise.upload')}
            removeLabel={(name) => t('gov.enterprise.removeAttachment', { name })}
          />
        </div>
        <Bar>
          <Button type="submit" variant="primary" loading={isLoading}>
            {t('gov.enterprise.submit')}
          </Button>
        </Bar>
      </Stack>
    </form>
  );
}
