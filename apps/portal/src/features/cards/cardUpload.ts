import { useCallback } from 'react';
import { useUploadFile } from '../../shared/api/useUploadFile';
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

/**
 * The editor's upload call through the app's upload helper (POST
 * /api/platform-resource/file/upload with the session's token), progress as a percentage.
 */
export function useCardUpload(): UploadFileFn {
  const upload = useUploadFile();
  return useCallback<UploadFileFn>(
    (file, kind, options = {}) =>
      upload(file, kind, {
        signal: options.signal,
        onProgress: (fraction) => options.onProgress?.(Math.round(fraction * 100)),
      }),
    [upload],
  );
}
