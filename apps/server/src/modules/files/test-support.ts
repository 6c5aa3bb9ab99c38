import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const BOUNDARY = '----platform-test-boundary';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(bytes: Uint8Array, filename: string, contentType: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A small picture with EXIF metadata (an artist name) to check that re-encoding strips it. */
export function picture(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 6, g: 89, b: 230 } } })
    .withExif({ IFD0: { Artist: 'SECRET-EXIF-MARKER' } })
    .toFormat(format);
  return image.toBuffer();
}

/** The start of an MP4 file: an ftyp box (all the content check reads). */
export function mp4(size = 2048): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 7)]);
}

export async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
