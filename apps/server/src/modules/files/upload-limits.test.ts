import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_KINDS, type UploadKind } from '@platform/contracts';
import { bearer, countRows, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { listeningPort, postOverSocket } from '../../test/over-socket';
import { filesUnder, mp4, multipart, picture } from '../../test/sample-files';

let t: TestApp;
let dir: string;
let access: string;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-limits-'));
  t = await createTestApp({ UPLOAD_DIR: dir, UPLOAD_LIMIT_PER_10_MINUTES: '1000' });
  ({ access } = await loginToken(t.app, 'zhangwei'));
  port = await listeningPort(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const uploadPath = (kind: UploadKind) => `/api/platform-resource/file/upload?kind=${kind}`;

/** A valid upload of the kind, exactly `size` bytes (a picture padded after its end). */
async function upload(kind: UploadKind, size: number) {
  if (kind === 'video') return multipart(mp4(size), 'clip.mp4', 'video/mp4');
  if (kind === 'file') return multipart(Buffer.alloc(size, 'a'), 'notes.txt', 'text/plain');
  const png = await picture('png');
  return multipart(Buffer.concat([png, Buffer.alloc(size - png.length)]), 'x.png', 'image/png');
}

/** Where the file's bytes start in a body built by `multipart`. */
const fileStart = (payload: Buffer) => payload.indexOf('\r\n\r\n') + 4;

let rowsBefore: number;
let filesBefore: string[];
beforeEach(async () => {
  rowsBefore = await countRows(t.db, 'uploaded_files');
  filesBefore = await filesUnder(dir);
});
const expectNothingStored = async () => {
  expect(await countRows(t.db, 'uploaded_files')).toBe(rowsBefore);
  expect(await filesUnder(dir)).toEqual(filesBefore);
};
const expectTooLarge = (reply: { status: number; body: string }, kind: UploadKind) => {
  expect(reply.status, reply.body.slice(0, 200)).toBe(413);
  expect(JSON.parse(reply.body)).toEqual({
    code: 413,
    data: null,
    msg: `文件超过大小限制: ${UPLOAD_MAX_BYTES[kind] / (1024 * 1024)} MB`,
  });
};

describe('an upload over its limit is refused with 413 and nothing is stored', () => {
  it.each(UPLOAD_KINDS)('%s: a body cut into chunks exactly at the limit', async (kind) => {
    const limit = UPLOAD_MAX_BYTES[kind];
    const { payload, headers } = await upload(kind, limit + 1000);
    const cut = fileStart(payload) + limit;
    const res = await t.app.inject({
      method: 'POST',
      url: uploadPath(kind),
      payload: Readable.from([payload.subarray(0, cut), payload.subarray(cut)]),
      headers: { ...headers, ...bearer(access) },
    });
    expectTooLarge({ status: res.statusCode, body: res.body }, kind);
    await expectNothingStored();
  });

  it.each(['file', 'image'] as const)('%s: chunked over a real socket, no Content-Length', async (kind) => {
    const limit = UPLOAD_MAX_BYTES[kind];
    const { payload, headers } = await upload(kind, limit + (kind === 'file' ? 10 : 1) * 1024 * 1024);
    const reply = await postOverSocket(port, {
      path: uploadPath(kind),
      headers: { ...headers, ...bearer(access) },
      body: payload,
      chunked: true,
      cuts: [fileStart(payload) + limit],
    });
    expectTooLarge(reply, kind);
    await expectNothingStored();
  });

  it.each(['file', 'image'] as const)('%s: one byte over, with a Content-Length', async (kind) => {
    const { payload, headers } = await upload(kind, UPLOAD_MAX_BYTES[kind] + 1);
    const reply = await postOverSocket(port, {
      path: uploadPath(kind),
      headers: { ...headers, ...bearer(access) },
      body: payload,
      chunked: false,
      cuts: [fileStart(payload) + UPLOAD_MAX_BYTES[kind]],
    });
    expectTooLarge(reply, kind);
    await expectNothingStored();
  });

  it('a second file in the body is refused, not ignored after the first was kept', async () => {
    const first = (await upload('file', 1024)).payload;
    const { payload: second, headers } = await upload('file', UPLOAD_MAX_BYTES.file);
    // One body of two file parts: the first up to the end of its bytes, then the second.
    const firstPart = first.subarray(0, fileStart(first) + 1024);
    const body = Buffer.concat([firstPart, Buffer.from('\r\n'), second]);
    const reply = await postOverSocket(port, {
      path: uploadPath('file'),
      headers: { ...headers, ...bearer(access) },
      body,
      chunked: true,
    });
    expect(reply.status, reply.body).toBe(400);
    expect(JSON.parse(reply.body).msg).toBe('请求参数不正确: one file per upload');
    await expectNothingStored();
  });
});

describe('an upload exactly at its limit is accepted', () => {
  it.each(['file', 'image'] as const)('%s, chunked over a real socket', async (kind) => {
    const limit = UPLOAD_MAX_BYTES[kind];
    const { payload, headers } = await upload(kind, limit);
    const reply = await postOverSocket(port, {
      path: uploadPath(kind),
      headers: { ...headers, ...bearer(access) },
      body: payload,
      chunked: true,
      cuts: [fileStart(payload) + limit],
    });
    expect(reply.status, reply.body.slice(0, 200)).toBe(200);
    const { data } = JSON.parse(reply.body) as { data: { size: number } };
    if (kind === 'file') expect(data.size).toBe(limit);
    expect(await countRows(t.db, 'uploaded_files')).toBe(rowsBefore + 1);
  });
});
