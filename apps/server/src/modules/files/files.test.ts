import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, countRows, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { filesUnder, mp4, multipart, picture } from '../../test/sample-files';

let t: TestApp;
let dir: string;
let access: string;
let accessB: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-'));
  t = await createTestApp({ UPLOAD_DIR: dir });
  ({ access } = await loginToken(t.app, 'zhangwei'));
  ({ access: accessB } = await loginToken(t.app, 'lina'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = (
  bytes: Uint8Array,
  kind: string,
  filename = 'x.png',
  type = 'image/png',
  token: string | null = access,
) => {
  const body = multipart(bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/platform-resource/file/upload?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('refused uploads write nothing', () => {
  let rowsBefore: number;
  let filesBefore: string[];
  beforeEach(async () => {
    rowsBefore = await countRows(t.db, 'uploaded_files');
    filesBefore = await filesUnder(dir);
  });
  const expectNothingWritten = async () => {
    expect(await countRows(t.db, 'uploaded_files')).toBe(rowsBefore);
    expect(await filesUnder(dir)).toEqual(filesBefore);
  };

  it('refuses an SVG named x.png', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
    );
    const res = await upload(svg, 'image');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, data: null, msg: expect.stringContaining('PNG') });
    await expectNothingWritten();
  });

  it('refuses an HTML file named x.png, and plain text', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const bytes of [html, Buffer.from('just some text, no picture')]) {
      const res = await upload(bytes, 'image');
      expect(res.statusCode).toBe(415);
    }
    await expectNothingWritten();
  });

  it('refuses a picture sent as a video and a video sent as an image', async () => {
    expect((await upload(await picture('png'), 'video', 'x.mp4', 'video/mp4')).statusCode).toBe(415);
    const res = await upload(mp4(), 'avatar', 'x.png');
    expect(res.json().msg).toBe('不支持的图片格式，请上传 PNG、JPEG、WebP 或 GIF 图片');
    await expectNothingWritten();
  });

  it('refuses a 50 MB upload before reading it, with a clear message', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 1);
    const res = await upload(big, 'video', 'x.mp4', 'video/mp4');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, data: null, msg: '文件超过大小限制: 20 MB' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/file/upload?kind=image',
      ...multipart(big, 'x.png', 'image/png'),
      headers: {
        ...multipart(Buffer.alloc(1), 'x', 'x').headers,
        ...bearer(access),
        'accept-language': 'en',
      },
    });
    expect(en.json().msg).toBe('The file is larger than allowed: 5 MB');
    await expectNothingWritten();
  });

  it('stops reading a body without a length at the limit', async () => {
    const { Readable } = await import('node:stream');
    const body = multipart(
      Buffer.concat([await picture('png'), Buffer.alloc(6 * 1024 * 1024)]),
      'x.png',
      'image/png',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/file/upload?kind=avatar',
      payload: Readable.from([body.payload]),
      headers: { ...body.headers, ...bearer(access) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('文件超过大小限制: 5 MB');
    await expectNothingWritten();
  });

  it('refuses a wrong kind, no file, and no login', async () => {
    const png = await picture('png');
    const wrongKind = await upload(png, 'document');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().msg).toContain('kind');
    const noLogin = await upload(png, 'image', 'x.png', 'image/png', null);
    expect(noLogin.statusCode).toBe(401);
    expect(noLogin.json()).toMatchObject({ code: 401, data: null });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/file/upload?kind=image',
      payload: { file: 'x' },
      headers: bearer(access),
    });
    expect(json.statusCode).toBe(415);
    await expectNothingWritten();
  });

  it('refuses an image that is not one after its signature', async () => {
    const broken = Buffer.concat([(await picture('png')).subarray(0, 40), Buffer.alloc(200, 9)]);
    const res = await upload(broken, 'image');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('图片已损坏或无法识别');
    await expectNothingWritten();
  });
});

describe('accepted uploads', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('re-encodes a %s image without its metadata', async (format) => {
    const original = await picture(format);
    expect(original.includes('SECRET-EXIF-MARKER')).toBe(true);
    const res = await upload(original, 'image', `photo.${format}`, `image/${format}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().code).toBe(666666);
    expect(data).toMatchObject({ kind: 'image', mime: `image/${format}`, width: 64, height: 48 });
    expect(data.url).toBe(`/api/platform-resource/file/${data.id}`);
    const served = await get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(served.rawPayload.equals(original)).toBe(false);
    expect(served.rawPayload.includes('SECRET-EXIF-MARKER')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const [row] = await t.db.query<{ tenant_id: string; byte_size: number }>(
      'select tenant_id, byte_size from uploaded_files where id = $1',
      [data.id],
    );
    expect(row).toMatchObject({ tenant_id: '100001', byte_size: served.rawPayload.length });
  });

  it('keeps a GIF animated', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f'), await frame('#0f0')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const res = await upload(gif, 'image', 'a.gif', 'image/gif');
    expect(res.json().data).toMatchObject({ mime: 'image/gif', width: 20, height: 30 });
    const served = await get(res.json().data.url);
    expect((await sharp(served.rawPayload).metadata()).pages).toBe(3);
  });

  it('drops a script appended to a PNG', async () => {
    const png = Buffer.concat([await picture('png'), Buffer.from('<script>alert(document.cookie)</script>')]);
    const res = await upload(png, 'image');
    expect(res.statusCode).toBe(200);
    const served = await get(res.json().data.url);
    expect(served.rawPayload.includes('<script')).toBe(false);
  });

  it('crops an avatar to at most 512 px and caps images at 4096 px', async () => {
    const wide = await sharp({ create: { width: 5000, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const avatar = (await upload(wide, 'avatar')).json().data;
    expect(avatar).toMatchObject({ width: 512, height: 512 });
    const image = (await upload(wide, 'image')).json().data;
    expect(image).toMatchObject({ width: 4096, height: 819 });
  });

  it('stores a video as sent and serves ranges of it', async () => {
    const video = mp4(4096);
    const res = await upload(video, 'video', 'clip.mp4', 'video/mp4');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'video', mime: 'video/mp4', size: 4096, width: null, height: null });
    const whole = await get(data.url);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await get(data.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await get(data.url, { range: 'bytes=-96' });
    expect(tail.rawPayload.equals(video.subarray(4000))).toBe(true);
    expect((await get(data.url, { range: 'bytes=5000-' })).statusCode).toBe(416);
  });
});

describe('serving', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload(await picture('png'), 'image')).json().data.url;
  });

  it('answers with a safe type, caching headers and an ETag', async () => {
    const res = await get(url);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 in the envelope for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-file', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await get(`/api/platform-resource/file/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
  });

  it('serves by id to anyone (cards are public) while the row keeps its tenant', async () => {
    const b = (await upload(await picture('webp'), 'image', 'b.webp', 'image/webp', accessB)).json().data;
    expect((await get(b.url)).statusCode).toBe(200);
    expect((await get(b.url, bearer(access))).statusCode).toBe(200);
    const [row] = await t.db.query<{ tenant_id: string; storage_key: string }>(
      'select tenant_id, storage_key from uploaded_files where id = $1',
      [b.id],
    );
    expect(row?.tenant_id).toBe('200001');
    expect(row?.storage_key.startsWith('200001/')).toBe(true);
  });
});

describe('rate limit', () => {
  it('limits uploads per user', async () => {
    const small = await createTestApp({ UPLOAD_DIR: dir, UPLOAD_LIMIT_PER_10_MINUTES: '2' });
    try {
      const token = (await loginToken(small.app, 'zhangwei')).access;
      const body = multipart(await picture('png'), 'x.png', 'image/png');
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/platform-resource/file/upload?kind=image',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(token) },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});
