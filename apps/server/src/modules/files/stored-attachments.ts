import type { ScopeOf } from '../../db/module-store';
import { uploadsOf } from './repo';

/** An attachment as a client names it: the upload's id and the name it shows. */
export interface AttachmentClaim {
  fileId: string;
  name: string;
}

/** The attachment with the type and size the files module found when the bytes were uploaded. */
export interface StoredAttachment extends AttachmentClaim {
  mime: string;
  size: number;
}

/**
 * The attachments as stored: a client's word on a file's type or size is never taken. Null when
 * one of them is not an upload of this user in this tenant (unknown, someone else's, or made up).
 */
export async function storedAttachments<T extends AttachmentClaim>(
  scope: ScopeOf<'files'>,
  userId: string,
  claims: readonly T[],
): Promise<Array<T & StoredAttachment> | null> {
  const uploads = new Map(
    (
      await uploadsOf(
        scope,
        userId,
        claims.map((c) => c.fileId),
      )
    ).map((u) => [u.id, u]),
  );
  const stored: Array<T & StoredAttachment> = [];
  for (const claim of claims) {
    const upload = uploads.get(claim.fileId);
    if (!upload) return null;
    stored.push({ ...claim, mime: upload.mime, size: Number(upload.byte_size) });
  }
  return stored;
}
