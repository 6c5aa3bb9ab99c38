import type { UploadConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

export type { ByteRange, FileStorage } from './file-storage';

/** The S3-compatible store when its credentials are configured, otherwise the local folder. */
export async function createFileStorage(cfg: UploadConfig): Promise<FileStorage> {
  if (!cfg.s3) return createLocalStorage(cfg.dir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(cfg.s3);
}
