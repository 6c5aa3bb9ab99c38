import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@platform/contracts';
import { AppError } from '../../lib/errors';
import { safeEqual } from '../../lib/crypto';

/** The token endpoint needs the client's Basic credentials (spec 1 §6: fixed in configuration). */
export function authenticateClient(request: FastifyRequest, clients: Map<string, string>): string {
  const header = request.headers.authorization ?? '';
  const [scheme, encoded] = header.split(' ');
  if (scheme?.toLowerCase() === 'basic' && encoded) {
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const sep = decoded.indexOf(':');
    const id = decoded.slice(0, sep);
    const secret = clients.get(id);
    if (sep > 0 && secret !== undefined && safeEqual(secret, decoded.slice(sep + 1))) return id;
  }
  throw new AppError('invalidClient', ResultCode.UNAUTHORIZED, 401);
}
