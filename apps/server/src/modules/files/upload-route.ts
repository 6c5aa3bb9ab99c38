import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ResultCode, localeFromHeader, message, type Endpoint } from '@platform/contracts';
import type { AuthUser } from '../../lib/auth';
import type { AppError } from '../../lib/errors';
import { declaresMoreThan } from './limits';
import { readOneFile, type FilePart } from './read-part';

export interface UploadRouteOptions<E extends Endpoint, C> {
  endpoint: E;
  /** The file's limit; a request declaring more is refused before its body is read. */
  maxBytes: number;
  tooLarge: () => AppError;
  ratePerMinute: number;
  summary: string;
  /** The caller's right to post here, checked before a byte of the file is read; what it finds goes to `handle`. */
  admit: (user: AuthUser) => Promise<C>;
  /** The answer's data (parsed by the endpoint's output schema into the envelope). */
  handle: (file: FilePart, user: AuthUser, admitted: C) => Promise<unknown>;
}

/**
 * A route that takes one file as multipart (an import), with the multipart parser in its own scope
 * so the rest of the app takes JSON only (files/index.ts). Login and a declared length over the
 * limit are refused on request, before the body is read; `admit` runs after the platform's input
 * checks (a JSON body sent here is parsed and checked by then) and still before the file is read.
 */
export function uploadRoute<E extends Endpoint, C>(
  app: FastifyInstance,
  options: UploadRouteOptions<E, C>,
): void {
  const { authenticate } = app.ctx;
  const users = new WeakMap<FastifyRequest, AuthUser>();
  const admitted = new WeakMap<FastifyRequest, C>();
  void app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { fileSize: options.maxBytes, files: 1, parts: 5 } });
    scoped.post(
      options.endpoint.path,
      {
        onRequest: async (request) => {
          users.set(request, (await authenticate(request, true))!);
          if (declaresMoreThan(request, options.maxBytes)) throw options.tooLarge();
        },
        preHandler: async (request) => {
          admitted.set(request, await options.admit(users.get(request)!));
        },
        config: {
          rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' },
          doc: { endpoint: options.endpoint, inputIn: 'multipart', summary: options.summary },
        },
      },
      async (request) => {
        const file = await readOneFile(request, options.maxBytes, options.tooLarge);
        const answer = await options.handle(file, users.get(request)!, admitted.get(request) as C);
        const data = options.endpoint.output.parse(answer);
        const locale = localeFromHeader(request.headers['accept-language']);
        return { code: ResultCode.SUCCESS, data, msg: message('ok', locale) };
      },
    );
  });
}
