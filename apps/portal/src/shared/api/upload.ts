import { isSuccessCode } from '@platform/contracts/codes';
import type { UploadedFile } from '@platform/contracts';
import { message, type Locale } from '@platform/contracts/messages';
import { UPLOAD_MAX_BYTES, type UploadKind } from '@platform/contracts/resource/files';
import { resourceRoutes } from '@platform/contracts/resource/routes';
import { BASIC_AUTHORIZATION } from './clientCredentials';

export interface UploadOptions {
  /** The session's access token (state.app.token); without one the server answers 401. */
  token: string;
  language?: Locale;
  /** Fraction of the body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Tests pass a fake. */
  createXhr?: () => XMLHttpRequest;
}

/** A refused upload: the server's code and message (zh or en), or code 0 for a network failure. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function parse(text: string): { code?: number; data?: unknown; msg?: string } | null {
  try {
    return JSON.parse(text) as { code?: number; data?: unknown; msg?: string };
  } catch {
    return null;
  }
}

/**
 * Uploads one file for a card, the avatar or a chat message. XMLHttpRequest, not fetch: only it
 * reports upload progress. A file over the kind's limit is refused here, before a byte is sent.
 */
export function uploadFile(file: File, kind: UploadKind, options: UploadOptions): Promise<UploadedFile> {
  const language = options.language ?? 'zh';
  const max = UPLOAD_MAX_BYTES[kind];
  if (file.size > max) {
    const text = `${message('fileTooLarge', language)}: ${max / (1024 * 1024)} MB`;
    return Promise.reject(new UploadError(text, 413));
  }
  return postFile<UploadedFile>(`${resourceRoutes.fileUpload.path}?kind=${kind}`, file, options);
}

/** Posts one file as the multipart field `file` with progress; the answer's data, or UploadError. */
export function postFile<T>(path: string, file: File, options: UploadOptions): Promise<T> {
  const language = options.language ?? 'zh';
  if (options.signal?.aborted) return Promise.reject(new DOMException('Upload aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    const xhr = options.createXhr?.() ?? new XMLHttpRequest();
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('POST', path);
    xhr.setRequestHeader('Authorization', options.token ? `Bearer ${options.token}` : BASIC_AUTHORIZATION);
    xhr.setRequestHeader('Accept-Language', language);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      if (body && typeof body.code === 'number' && isSuccessCode(body.code)) {
        options.onProgress?.(1);
        resolve(body.data as T);
      } else {
        const code = typeof body?.code === 'number' ? body.code : xhr.status;
        reject(new UploadError(body?.msg || message('serverError', language), code));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(message('serverError', language), 0));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
