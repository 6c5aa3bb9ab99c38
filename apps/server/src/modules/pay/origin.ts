import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** The machine's first LAN IPv4 address, so a phone on the same network can open the sandbox page. */
export function lanAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

/**
 * Origin the sandbox QR points at: PAY_PUBLIC_BASE_URL when set; otherwise the origin the portal
 * was opened with, with a loopback host replaced by the LAN address (outside test mode).
 */
export function checkoutOrigin(
  request: FastifyRequest,
  configured: string | undefined,
  rewriteLoopback: boolean,
) {
  if (configured) return configured;
  const host = request.host;
  const [hostname, port] = host.startsWith('[')
    ? [host.slice(0, host.indexOf(']') + 1), host.split(']:')[1]]
    : host.split(':');
  const lan = rewriteLoopback && hostname && LOOPBACK.test(hostname) ? lanAddress() : undefined;
  return `${request.protocol}://${lan ? `${lan}${port ? `:${port}` : ''}` : host}`;
}
