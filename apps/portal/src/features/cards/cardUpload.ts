import type { UploadKind } from './cardModel';

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}
/** Sends one file to the upload service; answers the stored file's (relative) URL. */
export type UploadFileFn = (
  file: File,
  kind: UploadKind,
  options?: UploadOptions,
) => Promise<{ url: string }>;

/**
 * The editor's upload call. It goes through the app's upload helper (POST
 * /api/platform-resource/file/upload) once that lands; tests replace it with vi.mock.
 */
export const uploadCardFile: UploadFileFn = () => Promise.reject(new Error('upload not available yet'));
