import type { FastifyReply } from 'fastify';
import type { UploadKind } from '@platform/contracts';
import { encodeHeaderName } from './name';

export interface ServedFile {
  kind: UploadKind;
  mime: string;
  original_name: string | null;
}

/**
 * Headers of a served upload. The content type is the one checked at upload; nosniff keeps the
 * browser from guessing another, and the sandbox CSP keeps even a file opened on its own from
 * running script. Cross-origin: partner sites show card images inside the widgets. Avatars, card
 * images and videos show inline; a chat attachment ('file') is a download under its sent name.
 */
export function setFileHeaders(reply: FastifyReply, file: ServedFile, etag: string): void {
  reply
    .header('content-type', file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', disposition(file))
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('accept-ranges', 'bytes')
    .header('etag', etag);
}

function disposition(file: ServedFile): string {
  if (file.kind !== 'file') return 'inline';
  return file.original_name
    ? `attachment; filename*=UTF-8''${encodeHeaderName(file.original_name)}`
    : 'attachment';
}

/** If-None-Match: a list of (possibly weak) tags, or *. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
