import { useTranslation } from 'react-i18next';
import { Button, Upload, formatFileSize, toast } from '@platform/ui';
import { PUBLICATION_LIMITS } from '@platform/contracts/content/publications-limits';
import { UPLOAD_MAX_BYTES } from '@platform/contracts/resource/files';
import { useUploadFile } from '../../shared/api/useUploadFile';
import type { DraftAttachment } from './publicationDraft';

/** What the server takes as a file upload (docs/uploads.md, chat attachments), by extension or type. */
const ATTACHMENT_ACCEPT = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.zip',
  '.txt',
  '.csv',
  'image/*',
  'video/mp4',
  'video/webm',
];

interface Props {
  value: DraftAttachment[];
  onAdd: (attachment: DraftAttachment) => void;
  onRemove: (url: string) => void;
  error?: string;
}

/** Attachments: uploads of kind file, at most PUBLICATION_LIMITS.attachments, each removable. */
export function AttachmentsField({ value, onAdd, onRemove, error }: Props) {
  const { t } = useTranslation();
  const upload = useUploadFile();
  return (
    <fieldset>
      <legend>{t('publications.edit.attachments')}</legend>
      {value.length > 0 && (
        <ul>
          {value.map((a) => (
            <li key={a.url}>
              {a.name} ({formatFileSize(a.size)}){' '}
              <Button
                variant="text"
                size="sm"
                aria-label={t('publications.edit.attachmentRemove', { name: a.name })}
                onClick={() => onRemove(a.url)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Upload
        multiple
        accept={ATTACHMENT_ACCEPT}
        maxSize={UPLOAD_MAX_BYTES.file}
        label={t('publications.edit.attachmentUpload')}
        disabled={value.length >= PUBLICATION_LIMITS.attachments}
        upload={async (file, onProgress) => {
          try {
            const uploaded = await upload(file, 'file', { onProgress: (f) => onProgress(f * 100) });
            onAdd({ name: uploaded.name || file.name, url: uploaded.url, size: uploaded.size });
          } catch (e) {
            toast.error(e instanceof Error ? e.message : String(e));
            throw e;
          }
        }}
      />
      {error && <p role="alert">{error}</p>}
    </fieldset>
  );
}
