import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Config } from '../../config';
import { assertSafeKey, type FileStorage } from './file-storage';

export interface S3Options {
  /** Replaced in tests: the adapter's requests can be checked without a network. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/** aws4fetch's `datetime`: 20260101T000000Z. */
const amzDate = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Aliyun OSS and Tencent COS in S3 mode)
 * through plain signed HTTP requests. aws4fetch (a few KB, fetch + Web Crypto) loads only when
 * S3 is configured.
 */
export async function createS3Storage(cfg: S3Config, options: S3Options = {}): Promise<FileStorage> {
  const { AwsClient } = await import('aws4fetch');
  const client = new AwsClient({
    accessKeyId: cfg.accessKeyId,
    secretAccessKey: cfg.secretAccessKey,
    service: 's3',
    region: cfg.region,
    retries: 2,
  });
  const send = options.fetch ?? fetch;
  const endpoint = new URL(cfg.endpoint);
  const urlOf = (key: string) => {
    assertSafeKey(key);
    const objectKey = cfg.prefix ? `${cfg.prefix}/${key}` : key;
    return cfg.forcePathStyle
      ? `${endpoint.origin}/${cfg.bucket}/${objectKey}`
      : `${endpoint.protocol}//${cfg.bucket}.${endpoint.host}/${objectKey}`;
  };
  const call = async (method: string, key: string, init: RequestInit = {}) => {
    const datetime = options.now ? amzDate(options.now()) : undefined;
    const signed = await client.sign(urlOf(key), { ...init, method, aws: datetime ? { datetime } : {} });
    return send(signed);
  };
  const fail = async (what: string, res: Response) =>
    new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 300)}`);

  return {
    name: `S3-compatible bucket ${cfg.bucket} at ${endpoint.host}${cfg.prefix ? `/${cfg.prefix}` : ''}`,
    async put(key, bytes, contentType) {
      const res = await call('PUT', key, {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as BodyInit,
        headers: {
          'content-type': contentType,
          'content-length': String(bytes.byteLength),
          // Signed payload (aws4fetch would send UNSIGNED-PAYLOAD for binary bodies).
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!res.ok) throw await fail('put', res);
    },
    async get(key, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const res = await call('GET', key, { headers });
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw await fail('get', res);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail('delete', res);
    },
  };
}
