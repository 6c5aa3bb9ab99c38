import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useUiMessages } from '../../locale';
import { Button } from '../Button';
import { isAccepted, toMb } from './accept';
import { Bar, Errors, FileInput, FileRow, Files, Hint, Status, Track, Wrap } from './Upload.styles';

export interface UploadItem {
  id: string;
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'error';
}

export interface UploadProps {
  /** Accepted types: extensions (`.pdf`), MIME types or wildcards (`image/*`). */
  accept: string[];
  /** Largest file in bytes. */
  maxSize: number;
  multiple?: boolean;
  /** Sends one file and reports progress 0–100; rejecting marks the file as failed. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  /** Button text (default 上传文件 / Upload file). */
  label?: string;
  disabled?: boolean;
}

/** File picker that refuses wrong types and oversize files with a message, then shows each upload's progress. */
export function Upload({ accept, maxSize, multiple = false, upload, label, disabled }: UploadProps) {
  const messages = useUiMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const types = accept.join(' ');
  const maxMb = toMb(maxSize);
  const patch = (id: string, next: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...next } : item)));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const rejected: string[] = [];
    for (const file of files) {
      if (!isAccepted(file, accept)) rejected.push(messages.uploadWrongType(file.name, types));
      else if (file.size > maxSize) rejected.push(messages.uploadTooLarge(file.name, maxMb));
      else start(file);
    }
    setErrors(rejected);
  };

  const start = (file: File) => {
    const id = `${file.name}-${Date.now()}-${Math.random()}`;
    setItems((list) => [...list, { id, name: file.name, percent: 0, status: 'uploading' }]);
    upload(file, (percent) => patch(id, { percent: Math.min(100, Math.max(0, percent)) })).then(
      () => patch(id, { percent: 100, status: 'done' }),
      () => patch(id, { status: 'error' }),
    );
  };

  return (
    <Wrap>
      <FileInput
        ref={inputRef}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={pick}
      />
      <div>
        <Button aria-describedby={hintId} disabled={disabled} onClick={() => inputRef.current?.click()}>
          {label ?? messages.upload}
        </Button>
      </div>
      <Hint id={hintId}>{messages.uploadHint(types, maxMb)}</Hint>
      <Errors role="alert">
        {errors.map((e) => (
          <div key={e}>{e}</div>
        ))}
      </Errors>
      {items.length > 0 && (
        <Files>
          {items.map((item) => (
            <FileRow key={item.id}>
              <span>{item.name}</span>
              <Status $tone={item.status === 'uploading' ? 'busy' : item.status}>
                {item.status === 'done'
                  ? messages.uploadDone
                  : item.status === 'error'
                    ? messages.uploadFailed(item.name)
                    : `${item.percent}%`}
              </Status>
              <Track
                role="progressbar"
                aria-label={messages.uploadProgress(item.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.percent}
              >
                <Bar $percent={item.percent} />
              </Track>
            </FileRow>
          ))}
        </Files>
      )}
    </Wrap>
  );
}
