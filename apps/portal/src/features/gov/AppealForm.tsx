import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GOV_ATTACHMENT_TYPES,
  GOV_CATEGORIES,
  GOV_LIMITS as L,
  UPLOAD_MAX_BYTES,
  type GovAttachment,
  type GovCategory,
} from '@platform/contracts';

const ACCEPT = Object.keys(GOV_ATTACHMENT_TYPES).map((ext) => `.${ext}`);
import { Button, Input, Select, TextArea, Upload, toast } from '@platform/ui';
import { useUploadFile } from '../../shared/api/useUploadFile';
import { useGovEntAppealSubmitMutation } from './govApi';
import { Bar, Stack } from './styles';

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
  const upload = useUploadFile();
  const [submit, { isLoading }] = useGovEntAppealSubmitMutation();
  const send = () => {
    if (!category) return;
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
          options={GOV_CATEGORIES.map((c) => ({ value: c, label: t(`gov.categories.${c}`) }))}
        />
        <Input
          label={t('gov.enterprise.appealTitle')}
          required
          maxLength={L.titleMax}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextArea
          label={t('gov.enterprise.content')}
          required
          rows={6}
          maxLength={L.contentMax}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
        <Bar>
          <Input
            label={t('gov.enterprise.contactName')}
            required
            maxLength={L.contactNameMax}
            value={contactName}
            onChange={(e) => setContactName(e.target.value)}
          />
          <Input
            label={t('gov.enterprise.contactPhone')}
            required
            type="tel"
            maxLength={11}
            value={contactPhone}
            onChange={(e) => setContactPhone(e.target.value)}
          />
        </Bar>
        <div>
          <p>{t('gov.enterprise.attachments')}</p>
          <ul>
            {attachments.map((a) => (
              <li key={a.fileId}>
                {a.name}{' '}
                <Button
                  variant="text"
                  onClick={() => setAttachments(attachments.filter((x) => x.fileId !== a.fileId))}
                >
                  {t('gov.enterprise.removeAttachment', { name: a.name })}
                </Button>
              </li>
            ))}
          </ul>
          <Upload
            label={t('gov.enterprise.upload')}
            accept={ACCEPT}
            maxSize={UPLOAD_MAX_BYTES.file}
            disabled={attachments.length >= L.attachmentsMax}
            upload={async (file, onProgress) => {
              const f = await upload(file, 'file', { onProgress: (x) => onProgress(Math.round(x * 100)) });
              setAttachments((list) => [...list, { fileId: f.id, name: f.name, mime: f.mime, size: f.size }]);
            }}
          />
        </div>
        <Bar>
          <Button type="submit" variant="primary" loading={isLoading} disabled={!category}>
            {t('gov.enterprise.submit')}
          </Button>
        </Bar>
      </Stack>
    </form>
  );
}
