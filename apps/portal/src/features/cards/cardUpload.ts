import type { UploadKind } from './cardModel';

export interface UploadOptions {
  /** Percent sent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}
/** Sends one file to the upload service; answers the stored file's (relative) URL. */
export type UploadFileFn = (
  file: File,
  kind: UploadKind,
  options?: UploadOptions,
) => Promise<{ url: string }>;

const unavailable: UploadFileFn = () => Promise.reject(new Error('upload not available yet'));

/**
 * The editor's upload call, through the app's upload helper (POST
 * /api/platform-resource/file/upload with the session's token); tests replace it with vi.mock.
 */
export function useCardUpload(): UploadFileFn {
  return unavailable;
}
