import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Upload, safeUrl, toast } from '@platform/ui';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@platform/contracts/resource/files';
import { useUploadFile } from '../../shared/api/useUploadFile';

const Preview = styled.img`
  display: block;
  max-width: 320px;
  max-height: 180px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  object-fit: cover;
`;

/** The cover image: one upload of kind image; its URL (one of ours) is the cover. */
export function CoverField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const upload = useUploadFile();
  const src = value ? safeUrl(value, 'image') : undefined;
  return (
    <fieldset>
      <legend>{t('publications.edit.cover')}</legend>
      {src && <Preview src={src} alt={t('publications.edit.coverAlt')} />}
      <Upload
        accept={[...UPLOAD_TYPES.image]}
        maxSize={UPLOAD_MAX_BYTES.image}
        label={t('publications.edit.coverUpload')}
        upload={async (file, onProgress) => {
          try {
            const uploaded = await upload(file, 'image', { onProgress: (f) => onProgress(f * 100) });
            onChange(uploaded.url);
          } catch (error) {
            toast.error(error instanceof Error ? error.message : String(error));
            throw error;
          }
        }}
      />
      {value && (
        <Button variant="text" onClick={() => onChange('')}>
          {t('publications.edit.coverRemove')}
        </Button>
      )}
    </fieldset>
  );
}
