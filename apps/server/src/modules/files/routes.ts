import type { FastifyInstance } from 'fastify';
import { ResultCode, localeFromHeader, message, resourceApi } from '@platform/contracts';
import { AppError } from '../../lib/errors';
import type { RouteDoc } from '../../lib/route-doc';
import { admissionOf, admitUpload } from './admit';
import { parseRange } from './range';
import { readFilePart } from './read-part';
import { matchesEtag, setFileHeaders } from './serve';
import { storeUpload } from './service';
import * as repo from './repo';

/** Stored bytes by id, public: what a card's picture or attachment links to. */
const FILE_GET_DOC: RouteDoc = {
  endpoint: resourceApi.fileGet,
  inputIn: 'path',
  answer: {
    mediaType: '*/*',
    description: 'The file’s bytes, with its stored content type; Range and ETag honoured.',
  },
};

const notFound = () => new AppError('notFound', ResultCode.NOT_FOUND, 404);

/** Multipart upload and byte serving: registered on Fastify directly, the envelope kept for the upload. */
export function fileRoutes(app: FastifyInstance): void {
  const { authenticate, store, files, config } = app.ctx;

  app.post(
    resourceApi.fileUpload.path,
    {
      onRequest: [admitUpload(authenticate)],
      config: {
        doc: {
          endpoint: resourceApi.fileUpload,
          inputIn: 'multipart',
          summary: 'Upload one file (the multipart field `file`); `kind` in the query.',
        },
        rateLimit: {
          max: config.uploads.limitPer10Minutes,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `upload:${admissionOf(request).user.userId}`,
        },
      },
    },
    async (request) => {
      const { user, kind } = admissionOf(request);
      const { bytes, filename } = await readFilePart(request, kind);
      // eslint-disable-next-line no-restricted-syntax -- the token's tenant, verified by admitUpload (multipart bypasses createRouter)
      const scope = store.forTenant(user.tenantId, user.userId);
      const result = await storeUpload(files, scope, user, kind, bytes, filename);
      const locale = localeFromHeader(request.headers['accept-language']);
      const data = resourceApi.fileUpload.output.parse(result);
      return { code: ResultCode.SUCCESS, data, msg: message('ok', locale) };
    },
  );

  app.get(resourceApi.fileGet.path, { config: { doc: FILE_GET_DOC } }, async (request, reply) => {
    const input = resourceApi.fileGet.input.safeParse(request.params);
    if (!input.success) throw notFound();
    // eslint-disable-next-line no-restricted-syntax -- public by id: cards are viewed without login; ids are random UUIDs
    const row = await repo.findPublicFile(store.unscoped, input.data.id);
    if (!row) throw notFound();
    const range = parseRange(request.headers.range, row.byte_size);
    if (range === 'unsatisfiable')
      return reply.code(416).header('content-range', `bytes */${row.byte_size}`).send();
    const etag = `"${row.sha256}"`;
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      setFileHeaders(reply, row, etag);
      return reply.code(304).send();
    }
    const body = await files.get(row.storage_key, range);
    if (!body) {
      request.log.error({ file: row.id, key: row.storage_key }, 'uploaded file missing from storage');
      throw notFound();
    }
    setFileHeaders(reply, row, etag);
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${row.byte_size}`)
        .header('content-length', range.end - range.start + 1);
    } else reply.header('content-length', row.byte_size);
    return reply.send(body);
  });
}
