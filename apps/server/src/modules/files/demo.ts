import { createHash } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage';
import type { StoreOf } from '../../db/module-store';
import * as repo from './repo';

/** A picture the demo data stores as if a demo user had uploaded it (fixed id, so its URL is stable). */
export interface DemoImage {
  id: string;
  tenantId: string;
  userId: string;
  name: string;
  mime: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Stores the demo pictures not stored yet: the object first, then its row (as an upload does). */
export async function seedDemoImages(
  store: StoreOf<'files'>,
  files: FileStorage,
  images: readonly DemoImage[],
): Promise<number> {
  let stored = 0;
  for (const image of images) {
    // eslint-disable-next-line no-restricted-syntax -- demo ids are fixed; a stored one is skipped
    if (await repo.findPublicFile(store.unscoped, image.id)) continue;
    const key = `${image.tenantId}/${image.id}`;
    await files.put(key, image.bytes, image.mime);
    // eslint-disable-next-line no-restricted-syntax -- demo data: the picture belongs to its demo owner's tenant
    await repo.insertFile(store.forTenant(image.tenantId), {
      id: image.id,
      user_id: image.userId,
      kind: 'image',
      mime: image.mime,
      byte_size: image.bytes.byteLength,
      width: image.width,
      height: image.height,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
      storage_key: key,
      original_name: image.name,
    });
    stored++;
  }
  return stored;
}
