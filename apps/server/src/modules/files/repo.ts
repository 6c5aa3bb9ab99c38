import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantInsert } from '../../db/tenant-scope';
import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'files'>;

export type NewFile = TenantInsert<'uploaded_files'>;

export async function insertFile(scope: Scope, row: NewFile): Promise<void> {
  await scope.insertInto('uploaded_files', row).execute();
}

/**
 * A file by id for anyone: cards are public and their images load without login. Unscoped on
 * purpose; the id is a random UUID handed out by the upload, and the row still names its tenant.
 */
export function findPublicFile(unscoped: Kysely<Database>, id: string) {
  return unscoped
    .selectFrom('uploaded_files')
    .select(['id', 'tenant_id', 'kind', 'mime', 'byte_size', 'sha256', 'storage_key', 'original_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The caller's own uploads among `ids`, in the caller's tenant: what the bytes were found to be. */
export function uploadsOf(scope: Scope, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return scope
    .selectFrom('uploaded_files')
    .select(['id', 'mime', 'byte_size'])
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}
