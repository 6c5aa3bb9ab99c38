import { useCallback } from 'react';
import type { UploadKind } from '@platform/contracts/resource/files';
import { useAppSelector } from '../store/hooks';
import { currentLanguage } from '../i18n';
import { uploadFile, type UploadOptions } from './upload';

/** uploadFile with the session's token and language: `const upload = useUploadFile()`. */
export function useUploadFile() {
  const token = useAppSelector((s) => s.app.token);
  return useCallback(
    (file: File, kind: UploadKind, options: Omit<UploadOptions, 'token' | 'language'> = {}) =>
      uploadFile(file, kind, { ...options, token, language: currentLanguage() }),
    [token],
  );
}
