import type { FastifyInstance } from 'fastify';
import { IMPORT_LIMITS, ResultCode, operatorApi as api } from '@platform/contracts';
import { AppError } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { consoleImports, importRunnerOf } from '../bigdata';
import { uploadRoute } from '../files';
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
  const { store, files } = app.ctx;
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

  uploadRoute(app, {
    endpoint: api.importUpload,
    maxBytes: IMPORT_LIMITS.uploadBytesMax,
    tooLarge,
    ratePerMinute: OPERATOR_IMPORT_UPLOADS_PER_MINUTE,
    summary:
      'Upload a company import (JSONL, companies.csv or a zip of the CSV files; the multipart field `file`).',
    admit: (user) => requireOperator(store.db, user),
    handle: async (file, user) => {
      const run = await consoleImports.upload(store, files, user.userId, file);
      kick();
      return run;
    },
  });
}
