import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded bytes live: a local folder by default, an S3-compatible bucket in production. */
export interface FileStorage {
  readonly name: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes (or the range of them); null when nothing is stored under the key. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are built by the server (tenant/id), never from client input; this guards the folder anyway. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
