import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  IMPORT_LIMITS,
  ResultCode,
  localeFromHeader,
  message,
  operatorApi as api,
} from '@platform/contracts';
import type { AuthUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { consoleImports, importRunnerOf } from '../bigdata';
import { declaresMoreThan, readOneFile } from '../files';
import { requireOperator } from './access';

/** Uploads a minute: each stores up to 64 MB and starts a validation. */
export const OPERATOR_IMPORT_UPLOADS_PER_MINUTE = 6;

const tooLarge = () => new AppError('operatorImportTooLarge', ResultCode.PAYLOAD_TOO_LARGE, 413);

/**
 * The company import from the console (issue 32 item 5; docs/enterprise-import.md): the data set
 * and the recent imports, the upload (validated in the background), the write and the discard.
 */
export function operatorImportRoutes(app: FastifyInstance, writes: { rateLimitPerMinute: number }): void {
  const r = createRouter(app);
  const { store, files, authenticate } = app.ctx;
  const kick = () => importRunnerOf(app.ctx)?.kick();

  r(
    api.imports,
    async ({ user }) => {
      await requireOperator(store.db, user);
      return consoleImports.imports(store);
    },
    // The page polls while an import runs: a read a second or so.
    { rateLimitPerMinute: 240 },
  );
  r(
    api.importStart,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      const run = await consoleImports.start(store, input.id);
      kick();
      return run;
    },
    writes,
  );
  r(
    api.importDiscard,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return consoleImports.discard(store, files, input.id);
    },
    writes,
  );

  // Multipart in this route's own scope only (files/index.ts): the rest of the module takes JSON.
  const admitted = new WeakMap<FastifyRequest, AuthUser>();
  void app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: IMPORT_LIMITS.uploadBytesMax, files: 1, parts: 5 },
    });
    scoped.post(
      api.importUpload.path,
      {
        // Login and a declared length over the limit are refused before a byte of the body is read.
        onRequest: async (request) => {
          admitted.set(request, (await authenticate(request, true))!);
          if (declaresMoreThan(request, IMPORT_LIMITS.uploadBytesMax)) throw tooLarge();
        },
        // The operator check comes after the platform's input checks (a JSON body is parsed by then;
        // a multipart file is read only by the handler, so still before a byte of it).
        preHandler: async (request) => requireOperator(store.db, admitted.get(request)!),
        config: {
          rateLimit: { max: OPERATOR_IMPORT_UPLOADS_PER_MINUTE, timeWindow: '1 minute' },
          doc: {
            endpoint: api.importUpload,
            inputIn: 'multipart',
            summary:
              'Upload a company import (JSONL, companies.csv or a zip of the CSV files; the multipart field `file`).',
          },
        },
      },
      async (request) => {
        const user = admitted.get(request)!;
        const file = await readOneFile(request, IMPORT_LIMITS.uploadBytesMax, tooLarge);
        const run = await consoleImports.upload(store, files, user.userId, file);
        kick();
        const data = api.importUpload.output.parse(run);
        return {
          code: ResultCode.SUCCESS,
          data,
          msg: message('ok', localeFromHeader(request.headers['accept-language'])),
        };
      },
    );
  });
}
