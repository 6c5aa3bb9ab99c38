import type { FastifyReply } from 'fastify';

/**
 * Headers of a served upload. The content type is the one checked at upload; nosniff keeps the
 * browser from guessing another, and the sandbox CSP keeps even a file opened on its own from
 * running script. Cross-origin: partner sites show card images inside the widgets.
 */
export function setFileHeaders(reply: FastifyReply, mime: string, etag: string): void {
  reply
    .header('content-type', mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('accept-ranges', 'bytes')
    .header('etag', etag);
}

/** If-None-Match: a list of (possibly weak) tags, or *. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
