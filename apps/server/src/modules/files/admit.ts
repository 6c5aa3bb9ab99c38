import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, resourceApi, type UploadKind } from '@platform/contracts';
import type { AuthUser } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { describeIssues, type Authenticate } from '../../lib/route';
import { declaresMoreThan, fileTooLarge } from './limits';

export interface Admission {
  user: AuthUser;
  kind: UploadKind;
}

const admitted = new WeakMap<FastifyRequest, Admission>();

/**
 * Runs on request, before a byte of the body is read: login, the kind, and a declared length
 * over the kind's limit are refused at once (the stream limit catches a body without a length).
 */
export function admitUpload(authenticate: Authenticate) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await authenticate(request, true);
    if (!user) throw new Error('authenticate(required) returned no user');
    const parsed = resourceApi.fileUpload.input.safeParse(request.query ?? {});
    if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
    const { kind } = parsed.data;
    if (declaresMoreThan(request, UPLOAD_MAX_BYTES[kind])) throw fileTooLarge(kind);
    admitted.set(request, { user, kind });
  };
}

export function admissionOf(request: FastifyRequest): Admission {
  const found = admitted.get(request);
  if (!found) throw new Error('upload route without its admission hook');
  return found;
}
