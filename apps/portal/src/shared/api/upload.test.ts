import { describe, expect, it } from 'vitest';
import { uploadFile, UploadError } from './upload';
import { BASIC_AUTHORIZATION } from './clientCredentials';

/** Records what the upload did and lets the test answer, report progress or fail. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup() {
  const xhr = new FakeXhr();
  return { xhr, createXhr: () => xhr as unknown as XMLHttpRequest };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
const DATA = {
  id: '6c1f4c4e-0f6b-4c53-9d0c-0a3b0e4b1f00',
  url: '/api/platform-resource/file/6c1f4c4e-0f6b-4c53-9d0c-0a3b0e4b1f00',
  kind: 'image',
  mime: 'image/png',
  size: 4,
  width: 1,
  height: 1,
};

describe('uploadFile', () => {
  it('posts the file as multipart with the bearer token and reports progress', async () => {
    const { xhr, createXhr } = setup();
    const progress: number[] = [];
    const pending = uploadFile(png(), 'image', {
      token: 'tok',
      language: 'en',
      onProgress: (f) => progress.push(f),
      createXhr,
    });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/platform-resource/file/upload?kind=image');
    expect(xhr.headers).toEqual({ Authorization: 'Bearer tok', 'Accept-Language': 'en' });
    expect(xhr.body).toBeInstanceOf(FormData);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('photo.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 });
    xhr.answer(200, { code: 666666, data: DATA, msg: 'ok' });
    await expect(pending).resolves.toEqual(DATA);
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the server's message and code", async () => {
    const { xhr, createXhr } = setup();
    const pending = uploadFile(png(), 'image', { token: 'tok', createXhr });
    xhr.answer(415, { code: 415, data: null, msg: '不支持的图片格式，请上传 PNG、JPEG、WebP 或 GIF 图片' });
    await expect(pending).rejects.toMatchObject({
      name: 'UploadError',
      code: 415,
      message: '不支持的图片格式，请上传 PNG、JPEG、WebP 或 GIF 图片',
    });
  });

  it('refuses a file over the limit before sending anything', async () => {
    const { xhr, createXhr } = setup();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png');
    const error = await uploadFile(big, 'avatar', { token: 'tok', createXhr }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ code: 413, message: '文件超过大小限制: 5 MB' });
    expect(xhr.method).toBe('');
  });

  it("checks a chat attachment against the 'file' limit of 20 MB", async () => {
    const sixMb = setup();
    const doc = new File([new Uint8Array(6 * 1024 * 1024)], '报告.pdf');
    void uploadFile(doc, 'file', { token: 'tok', createXhr: sixMb.createXhr });
    expect(sixMb.xhr.url).toBe('/api/platform-resource/file/upload?kind=file');
    const tooBig = setup();
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.zip');
    const error = await uploadFile(big, 'file', { token: 'tok', createXhr: tooBig.createXhr }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 413, message: '文件超过大小限制: 20 MB' });
    expect(tooBig.xhr.method).toBe('');
  });

  it('aborts through the signal, and reports a network failure with code 0', async () => {
    const first = setup();
    const controller = new AbortController();
    const pending = uploadFile(png(), 'video', {
      token: 'tok',
      signal: controller.signal,
      createXhr: first.createXhr,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(first.xhr.aborted).toBe(true);

    const second = setup();
    const failing = uploadFile(png(), 'image', { token: '', createXhr: second.createXhr });
    expect(second.xhr.headers.Authorization).toBe(BASIC_AUTHORIZATION);
    second.xhr.onerror?.();
    await expect(failing).rejects.toMatchObject({ code: 0 });
  });
});
