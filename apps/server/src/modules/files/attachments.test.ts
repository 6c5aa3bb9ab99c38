import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, countRows, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { textType } from './detect';
import { encodeHeaderName, sanitizeFileName } from './name';
import { cfb, elf, exe, filesUnder, mp4, multipart, ooxml, pdf, picture, zip } from '../../test/sample-files';

/** Chat attachments: the upload kind 'file'. */
let t: TestApp;
let dir: string;
let access: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'attachments-'));
  t = await createTestApp({ UPLOAD_DIR: dir });
  ({ access } = await loginToken(t.app, 'zhangwei'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every part claims to be an octet stream: the declared type plays no part in the check. */
const upload = (bytes: Uint8Array, filename: string, kind = 'file') => {
  const body = multipart(bytes, filename, 'application/octet-stream');
  return t.app.inject({
    method: 'POST',
    url: `/api/platform-resource/file/upload?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(access) },
  });
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const REFUSED = {
  code: 415,
  data: null,
  msg: '不支持的文件类型，请上传 PDF、Word、Excel、PowerPoint、ZIP、TXT、CSV、图片或视频文件',
};

const OOXML_MIME = 'application/vnd.openxmlformats-officedocument';
const utf8Notes = Buffer.from('会议纪要\n1. 下周一上线聊天文件\n2. Owner: 张伟 ✓\n');
const csv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('姓名,城市\n李娜,上海\n')]);

describe('accepted attachments', () => {
  const samples: Array<[string, () => Promise<Buffer> | Buffer, string]> = [
    ['报告.pdf', pdf, 'application/pdf'],
    ['方案.docx', () => ooxml('docx'), `${OOXML_MIME}.wordprocessingml.document`],
    ['报表.xlsx', () => ooxml('xlsx'), `${OOXML_MIME}.spreadsheetml.sheet`],
    ['演示.pptx', () => ooxml('pptx'), `${OOXML_MIME}.presentationml.presentation`],
    ['资料.zip', () => zip({ 'a.txt': 'hello', '目录/b.txt': '你好' }), 'application/zip'],
    ['旧版.doc', cfb, 'application/x-cfb'],
    ['纪要.txt', () => utf8Notes, 'text/plain'],
    ['名单.CSV', () => csv, 'text/csv'],
    ['photo.png', () => picture('png'), 'image/png'],
    ['clip.mp4', () => mp4(4096), 'video/mp4'],
  ];

  it.each(samples)('accepts %s as %s, stored as sent', async (name, make, mime) => {
    const bytes = await make();
    const res = await upload(bytes, name);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'file', mime, size: bytes.length, name, width: null, height: null });
    const served = await get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const [row] = await t.db.query<{ kind: string; original_name: string; byte_size: number }>(
      'select kind, original_name, byte_size from uploaded_files where id = $1',
      [data.id],
    );
    expect(row).toEqual({ kind: 'file', original_name: name, byte_size: bytes.length });
  });

  it('keeps a picture sent as a file as it was (no re-encoding, metadata and all)', async () => {
    const png = await picture('png');
    const data = (await upload(png, 'photo.png')).json().data;
    expect((await get(data.url)).rawPayload.includes('SECRET-EXIF-MARKER')).toBe(true);
  });

  it('goes by content, not by name: a PDF named .txt is a PDF', async () => {
    const res = await upload(await pdf(), 'notes.txt');
    expect(res.json().data).toMatchObject({ mime: 'application/pdf', name: 'notes.txt' });
  });

  it('accepts up to 20 MB, where images stop at 5', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 'a');
    expect((await upload(big, 'big.txt')).statusCode).toBe(200);
    expect((await upload(big, 'big.png', 'image')).statusCode).toBe(413);
  });
});

describe('refused attachments write nothing', () => {
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

  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const refused: Array<[string, Buffer, string]> = [
    ['HTML', html, 'page.html'],
    ['HTML named .txt', html, 'page.txt'],
    ['HTML after blank lines, named .csv', Buffer.from(`\n\n  <HTML>${html.toString()}`), 'x.csv'],
    ['SVG', svg, 'logo.svg'],
    ['SVG named .txt', svg, 'logo.txt'],
    ['XML named .txt', Buffer.from('<?xml version="1.0"?><svg/>'), 'x.txt'],
    ['a shell script named .txt', Buffer.from('#!/bin/sh\nrm -rf ~\n'), 'run.txt'],
    ['ELF', elf(), 'tool'],
    ['ELF named .txt', elf(), 'tool.txt'],
    ['PE', exe(), 'setup.exe'],
    ['PE named .pdf', exe(), 'invoice.pdf'],
    ['a .txt with NUL bytes', Buffer.from('plain\u0000text\n'), 'notes.txt'],
    ['GBK text (not UTF-8)', Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0x0a]), 'gbk.txt'],
    ['text not named .txt or .csv', utf8Notes, 'notes.md'],
    ['a Java archive (a zip that runs)', zip({ 'META-INF/MANIFEST.MF': 'Main-Class: A\n' }), 'app.zip'],
  ];

  it.each(refused)('refuses %s', async (_, bytes, name) => {
    const res = await upload(bytes, name);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(REFUSED);
    await expectNothingWritten();
  });

  it('says so in English too', async () => {
    const body = multipart(html, 'page.html', 'text/html');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/file/upload?kind=file',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(access), 'accept-language': 'en' },
    });
    expect(res.json().msg).toBe(
      'Unsupported file type: upload a PDF, Word, Excel, PowerPoint, ZIP, TXT or CSV file, an image or a video',
    );
  });

  it('refuses over 20 MB before reading the body, and stops a body without a length at 20 MB', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 'a');
    const declared = await upload(big, 'big.txt');
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ code: 413, data: null, msg: '文件超过大小限制: 20 MB' });
    const { Readable } = await import('node:stream');
    const body = multipart(big, 'big.txt', 'text/plain');
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/file/upload?kind=file',
      payload: Readable.from([body.payload]),
      headers: { ...body.headers, ...bearer(access) },
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().msg).toBe('文件超过大小限制: 20 MB');
    await expectNothingWritten();
  });
});

describe('downloads and names', () => {
  it('serves a file under its Chinese name as an attachment with the safe headers', async () => {
    const name = "季度报告（终稿）'v2' (1)*.pdf";
    const data = (await upload(await pdf(), name)).json().data;
    expect(data.name).toBe(name);
    const res = await get(data.url);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition':
        "attachment; filename*=UTF-8''%E5%AD%A3%E5%BA%A6%E6%8A%A5%E5%91%8A%EF%BC%88%E7%BB%88%E7%A8%BF%EF%BC%89%27v2%27%20%281%29%2A.pdf",
    });
    const encoded = String(res.headers['content-disposition']).split("''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
    const notModified = await get(data.url, { 'if-none-match': String(res.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-disposition']).toBe(res.headers['content-disposition']);
    const part = await get(data.url, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe('%PDF');
    expect(part.headers['content-disposition']).toBe(res.headers['content-disposition']);
  });

  it('serves text as UTF-8', async () => {
    const data = (await upload(utf8Notes, 'notes.txt')).json().data;
    expect((await get(data.url)).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('keeps card images inline, and names them too', async () => {
    const data = (await upload(await picture('png'), '头像.png', 'image')).json().data;
    expect(data).toMatchObject({ kind: 'image', name: '头像.png' });
    expect((await get(data.url)).headers['content-disposition']).toBe('inline');
  });

  it('stores the sanitised name', async () => {
    const data = (await upload(utf8Notes, '../../etc/a\u0007b\u202Etxt.exe.txt')).json().data;
    expect(data.name).toBe('abtxt.exe.txt');
    const [row] = await t.db.query<{ original_name: string }>(
      'select original_name from uploaded_files where id = $1',
      [data.id],
    );
    expect(row?.original_name).toBe('abtxt.exe.txt');
  });
});

describe('sanitizeFileName', () => {
  it('keeps the last path segment and drops controls and direction overrides', () => {
    expect(sanitizeFileName('C:\\Users\\me\\报告.pdf')).toBe('报告.pdf');
    expect(sanitizeFileName('/tmp/../x/notes.txt')).toBe('notes.txt');
    expect(sanitizeFileName('a\r\nb\u0000c\u007f\u0085.txt')).toBe('abc.txt');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('  空格 .txt  ')).toBe('空格 .txt');
  });

  it('falls back to "file" when nothing is left', () => {
    for (const raw of [undefined, '', '   ', '..', 'a/', '\u0001\u0002']) {
      expect(sanitizeFileName(raw)).toBe('file');
    }
  });

  it('cuts a long name to 200 characters and keeps its extension', () => {
    const name = sanitizeFileName(`${'长'.repeat(300)}.xlsx`);
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('长.xlsx')).toBe(true);
    const emoji = sanitizeFileName('😀'.repeat(250));
    expect(Array.from(emoji)).toHaveLength(200);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });

  it('encodes a name for filename*=UTF-8', () => {
    expect(encodeHeaderName("a b'(c)*.txt")).toBe('a%20b%27%28c%29%2A.txt');
    expect(encodeHeaderName('报告.pdf')).toBe('%E6%8A%A5%E5%91%8A.pdf');
  });
});

describe('textType', () => {
  it('wants a .txt or .csv name, UTF-8, no NUL and no markup', () => {
    expect(textType(utf8Notes, 'a.txt')).toBe('text/plain');
    expect(textType(csv, 'a.csv')).toBe('text/csv');
    expect(textType(Buffer.from('plain ascii'), 'A.TXT')).toBe('text/plain');
    expect(textType(utf8Notes, 'a.txt.html')).toBeUndefined();
    expect(textType(Buffer.from([0xc3, 0x28]), 'a.txt')).toBeUndefined();
    expect(textType(Buffer.from('<p>hi</p>'), 'a.txt')).toBeUndefined();
    expect(textType(Buffer.from('<!-- x -->'), 'a.txt')).toBeUndefined();
    expect(textType(Buffer.from('<重要> 会议纪要'), 'a.txt')).toBe('text/plain');
    expect(textType(Buffer.from('a < b, b > c'), 'a.txt')).toBe('text/plain');
  });
});
