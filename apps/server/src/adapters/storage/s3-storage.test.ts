import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { S3Config } from '../../config';
import { createS3Storage } from './s3-storage';

const cfg: S3Config = {
  bucket: 'cards',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret-key-example',
  region: 'cn-east-1',
  endpoint: 'https://minio.example.com:9000',
  forcePathStyle: true,
  prefix: 'uploads',
};

/** A fetch that records each signed request and answers with `status`. */
function recorder(status = 200, body = 'bytes') {
  const requests: Request[] = [];
  const fake = (async (input: Request) => {
    requests.push(input);
    return new Response(status === 204 ? null : body, { status });
  }) as typeof fetch;
  return { requests, fake };
}

const now = () => new Date('2026-11-23T12:00:00Z');

describe('S3-compatible storage', () => {
  it('PUTs a signed object under the prefix, path style', async () => {
    const { requests, fake } = recorder();
    const s3 = await createS3Storage(cfg, { fetch: fake, now });
    await s3.put('100001/abc', new Uint8Array([1, 2, 3]), 'image/png');
    const [req] = requests;
    expect(req?.method).toBe('PUT');
    expect(req?.url).toBe('https://minio.example.com:9000/cards/uploads/100001/abc');
    expect(req?.headers.get('content-type')).toBe('image/png');
    expect(req?.headers.get('x-amz-date')).toBe('20261123T120000Z');
    expect(req?.headers.get('x-amz-content-sha256')).toBe(
      createHash('sha256')
        .update(new Uint8Array([1, 2, 3]))
        .digest('hex'),
    );
    expect(req?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261123\/cn-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(new Uint8Array(await req!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('signs the same request the same way for a given time', async () => {
    const a = recorder();
    const b = recorder();
    await (await createS3Storage(cfg, { fetch: a.fake, now })).put('k', new Uint8Array([9]), 'video/mp4');
    await (await createS3Storage(cfg, { fetch: b.fake, now })).put('k', new Uint8Array([9]), 'video/mp4');
    expect(a.requests[0]?.headers.get('authorization')).toBe(b.requests[0]?.headers.get('authorization'));
  });

  it('uses the virtual-hosted style when path style is off', async () => {
    const { requests, fake } = recorder(204);
    const s3 = await createS3Storage(
      { ...cfg, endpoint: 'https://s3.cn-east-1.amazonaws.com', forcePathStyle: false, prefix: undefined },
      { fetch: fake, now },
    );
    await s3.delete('100001/abc');
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url).toBe('https://cards.s3.cn-east-1.amazonaws.com/100001/abc');
  });

  it('GETs a range as a stream, and null for a missing object', async () => {
    const ok = recorder(206, 'yte');
    const s3 = await createS3Storage(cfg, { fetch: ok.fake, now });
    const stream = await s3.get('100001/abc', { start: 1, end: 3 });
    expect(ok.requests[0]?.headers.get('range')).toBe('bytes=1-3');
    const chunks: Buffer[] = [];
    for await (const c of stream!) chunks.push(Buffer.from(c as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('yte');
    const missing = recorder(404, '<Error><Code>NoSuchKey</Code></Error>');
    expect(await (await createS3Storage(cfg, { fetch: missing.fake, now })).get('x')).toBeNull();
  });

  it('fails loudly on a refused put, and refuses unsafe keys', async () => {
    const denied = recorder(403, '<Error><Code>AccessDenied</Code></Error>');
    const s3 = await createS3Storage(cfg, { fetch: denied.fake, now });
    await expect(s3.put('k', new Uint8Array([1]), 'image/png')).rejects.toThrow(/S3 put failed: 403/);
    await expect(s3.put('../etc/passwd', new Uint8Array([1]), 'image/png')).rejects.toThrow(/unsafe/);
  });
});
