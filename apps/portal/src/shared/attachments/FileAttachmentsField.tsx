import { UPLOAD_MAX_BYTES } from '@platform/contracts/resource/files';
import { Button, Upload } from '@platform/ui';
import { useUploadFile } from '../api/useUploadFile';

/** An uploaded file as a workspace form sends it: the server keeps the type the bytes were found to be. */
export interface FileAttachment {
  fileId: string;
  name: string;
  mime: string;
  size: number;
}

interface Props {
  value: readonly FileAttachment[];
  onAdd: (attachment: FileAttachment) => void;
  onRemove: (fileId: string) => void;
  max: number;
  accept: string[];
  uploadLabel: string;
  removeLabel: (name: string) => string;
}

/**
 * A form's attachments (精准招商 records, 政企通 appeals): each file uploaded (kind `file`, checked
 * by its bytes) as soon as it is picked, listed with a remove button, at most `max`.
 */
export function FileAttachmentsField({
  value,
  onAdd,
  onRemove,
  max,
  accept,
  uploadLabel,
  removeLabel,
}: Props) {
  const upload = useUploadFile();
  return (
    <>
      {value.length > 0 && (
        <ul>
          {value.map((a) => (
            <li key={a.fileId}>
              {a.name}{' '}
              <Button variant="text" onClick={() => onRemove(a.fileId)}>
                {removeLabel(a.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Upload
        label={uploadLabel}
        accept={accept}
        maxSize={UPLOAD_MAX_BYTES.file}
        disabled={value.length >= max}
        upload={async (file, onProgress) => {
          const f = await upload(file, 'file', { onProgress: (x) => onProgress(Math.round(x * 100)) });
          onAdd({ fileId: f.id, name: f.name, mime: f.mime, size: f.size });
        }}
      />
    </>
  );
}
