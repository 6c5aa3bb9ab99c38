import type { FastifyInstance } from 'fastify';
import { multipart } from './sample-files';
import { bearer } from './test-app';

/** What the files module answers for a chat or workspace attachment ('file' kind) upload. */
export interface UploadAnswer {
  code: number;
  msg: string;
  data: { id: string; name: string; mime: string; size: number };
}

/** Uploads `bytes` as `name` for the token's user, the way the portal's attachment fields do. */
export async function uploadAs(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  name: string,
): Promise<UploadAnswer> {
  const body = multipart(bytes, name, 'application/octet-stream');
  const res = await app.inject({
    method: 'POST',
    url: '/api/platform-resource/file/upload?kind=file',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return res.json<UploadAnswer>();
}
