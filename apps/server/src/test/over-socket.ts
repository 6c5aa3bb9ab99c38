import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface SocketReply {
  status: number;
  body: string;
}

export interface SocketPost {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Transfer-Encoding: chunked, no Content-Length (what app.inject cannot send). */
  chunked: boolean;
  /**
   * Offsets where the body is cut into separate writes with a pause between them, so the server
   * most likely reads a chunk that ends exactly there.
   */
  cuts?: number[];
}

/** The port of a test app, listening on 127.0.0.1 (started on first use). */
export async function listeningPort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

const WRITE_SIZE = 64 * 1024;

/** Settles when the request may be written again, or once it is closed. */
const writable = (req: ClientRequest) =>
  new Promise<void>((done) => {
    const settle = () => {
      req.off('drain', settle).off('close', settle);
      done();
    };
    req.once('drain', settle).once('close', settle);
  });

/**
 * POSTs a body over a real socket. The answer may come before the body is all sent (a refusal):
 * it is returned as soon as it is complete and the rest of the body is dropped.
 */
export function postOverSocket(port: number, post: SocketPost): Promise<SocketReply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers = post.chunked
      ? { ...post.headers, 'transfer-encoding': 'chunked' }
      : { ...post.headers, 'content-length': String(post.body.length) };
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: post.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      const bounds = [0, ...(post.cuts ?? []), post.body.length];
      for (let i = 0; i + 1 < bounds.length && !answered; i++) {
        if (i > 0) await sleep(50);
        for (let at = bounds[i]!; at < bounds[i + 1]! && !answered; at += WRITE_SIZE) {
          const piece = post.body.subarray(at, Math.min(at + WRITE_SIZE, bounds[i + 1]!));
          if (!req.write(piece)) await writable(req);
        }
      }
      if (!answered) req.end();
    })().catch(reject);
  });
}
