import { createHash } from 'node:crypto';
import { fileUrl, type UploadKind, type UploadedFile } from '@platform/contracts';
import type { FileStorage } from '../../adapters/storage';
import type { TenantScope } from '../../db/tenant-scope';
import type { AuthUser } from '../../lib/auth';
import { newId } from '../../lib/crypto';
import { detectType } from './detect';
import { reencodeImage } from './image';
import { sanitizeFileName } from './name';
import * as repo from './repo';

interface Prepared {
  bytes: Uint8Array;
  mime: string;
  width: number | null;
  height: number | null;
}

/**
 * Checks the bytes by content and re-encodes avatars and card images; videos and chat attachments
 * (even pictures sent as a file) are kept as sent.
 */
async function prepare(input: Uint8Array, kind: UploadKind, name: string): Promise<Prepared> {
  const mime = await detectType(input, kind, name);
  if (kind === 'video' || kind === 'file') return { bytes: input, mime, width: null, height: null };
  return reencodeImage(input, mime, kind);
}

/**
 * Stores one upload: the object first, then its row. When the row cannot be written the object
 * is deleted again, so a failure leaves neither.
 */
export async function storeUpload(
  files: FileStorage,
  scope: TenantScope,
  user: AuthUser,
  kind: UploadKind,
  input: Uint8Array,
  filename: string | undefined,
): Promise<UploadedFile> {
  const name = sanitizeFileName(filename);
  const file = await prepare(input, kind, name);
  const id = newId();
  const key = `${scope.tenantId}/${id}`;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  await files.put(key, file.bytes, file.mime);
  try {
    await repo.insertFile(scope, {
      id,
      user_id: user.userId,
      kind,
      mime: file.mime,
      byte_size: file.bytes.byteLength,
      width: file.width,
      height: file.height,
      sha256,
      storage_key: key,
      original_name: name,
    });
  } catch (error) {
    await files.delete(key).catch(() => undefined);
    throw error;
  }
  return {
    id,
    url: fileUrl(id),
    kind,
    mime: file.mime,
    size: file.bytes.byteLength,
    width: file.width,
    height: file.height,
    name,
  };
}
