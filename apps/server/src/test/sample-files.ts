import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import PDFDocument from 'pdfkit';
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

/** A real one-page PDF, written by pdfkit (the reports' PDF library). */
export function pdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Chat attachment');
    doc.end();
  });
}

/** A real zip archive of the given entries, stored without compression (what file-type reads). */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const fileName = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OOXML = {
  docx: { dir: 'word', part: 'document', type: 'wordprocessingml.document' },
  xlsx: { dir: 'xl', part: 'workbook', type: 'spreadsheetml.sheet' },
  pptx: { dir: 'ppt', part: 'presentation', type: 'presentationml.presentation' },
} as const;

/** The skeleton of a Word, Excel or PowerPoint file: a zip with [Content_Types].xml and the main part. */
export function ooxml(format: keyof typeof OOXML): Buffer {
  const { dir, part, type } = OOXML[format];
  const contentType = `application/vnd.openxmlformats-officedocument.${type}.main+xml`;
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${dir}/${part}.xml" ContentType="${contentType}"/></Types>`,
    [`${dir}/${part}.xml`]: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><root/>',
  });
}

/** The header sector of a Compound File (legacy .doc/.xls/.ppt), padded to one 512-byte sector. */
export function cfb(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  return header;
}

/** The start of a Linux executable (ELF) and of a Windows one (PE, "MZ"), each with its NUL bytes. */
export function elf(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
}
export function exe(): Buffer {
  const dos = Buffer.alloc(128);
  dos.write('MZ', 0);
  dos.writeUInt32LE(64, 60);
  dos.write('PE\0\0', 64, 'latin1');
  return dos;
}
