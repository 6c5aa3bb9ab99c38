/**
 * An import file as the operator console receives it: its kind told by its content (never by its
 * name), and unpacked into a folder the import's readers open (openSource) when a worker runs it.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { IMPORT_LIMITS } from '@platform/contracts';
import { badRequest, type AppError } from '../../../lib/errors';
import { csvFileNames } from './sources';

export type UploadFormat = 'jsonl' | 'csv' | 'zip';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const isBinaryControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code < 0x20 && ch !== '\t' && ch !== '\n' && ch !== '\r';
};

/** JSONL (the first character that is not blank is `{`), CSV (other UTF-8 text) or a zip. */
export function sniffFormat(bytes: Uint8Array): UploadFormat {
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'zip';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024 + 3));
  } catch {
    // The cut at 64 KB may split a character: decode the rest leniently and look for real damage.
    text = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024));
    if (text.slice(0, -1).includes('\uFFFD')) throw badRequest('operatorImportFormat');
  }
  // Control characters other than tab and line breaks: a binary file, whatever its name says.
  if ([...text].some(isBinaryControl)) throw badRequest('operatorImportFormat');
  const first = text.replace(/^\uFEFF/, '').trimStart();
  if (!first) throw badRequest('operatorImportFormat');
  return first.startsWith('{') ? 'jsonl' : 'csv';
}

/**
 * The zip's CSV files, by name, checked: only companies.csv and its companions (a folder prefix is
 * allowed, one file a name), unpacked within IMPORT_LIMITS.unzippedBytesMax whatever the zip's
 * headers claim (a zip bomb stops at the limit).
 */
export function unzipCsv(bytes: Uint8Array): Map<string, Uint8Array> {
  const allowed = new Set(csvFileNames());
  const files = new Map<string, Uint8Array[]>();
  let total = 0;
  let failure: AppError | undefined;
  const unzip = new Unzip((file) => {
    if (failure) return;
    const name = file.name.split('/').pop() ?? '';
    if (file.name.endsWith('/')) return;
    if (name.startsWith('.') || file.name.startsWith('__MACOSX/')) return;
    if (!allowed.has(name) || files.has(name)) {
      failure = badRequest('operatorImportZipEntries');
      return;
    }
    const chunks: Uint8Array[] = [];
    files.set(name, chunks);
    file.ondata = (err, chunk) => {
      if (failure) return;
      if (err) {
        failure = badRequest('operatorImportZipBroken');
        return;
      }
      total += chunk.byteLength;
      if (total > IMPORT_LIMITS.unzippedBytesMax) {
        failure = badRequest('operatorImportZipTooLarge');
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    failure ??= badRequest('operatorImportZipBroken');
  }
  if (failure) throw failure;
  if (!files.has('companies.csv')) throw badRequest('operatorImportZipEntries');
  return new Map([...files].map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}

/** A local folder holding the import's file(s), removed by `dispose`. */
export interface Unpacked {
  /** What openSource reads: the JSONL file, or the CSV folder. */
  path: string;
  format: 'jsonl' | 'csv';
  dispose(): Promise<void>;
}

export async function unpack(id: string, format: UploadFormat, bytes: Uint8Array): Promise<Unpacked> {
  const dir = join(tmpdir(), `platform-import-${id}-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    if (format === 'jsonl') {
      await writeFile(join(dir, 'companies.jsonl'), bytes);
      return { path: join(dir, 'companies.jsonl'), format: 'jsonl', dispose };
    }
    if (format === 'csv') {
      await writeFile(join(dir, 'companies.csv'), bytes);
    } else {
      for (const [name, content] of unzipCsv(bytes)) await writeFile(join(dir, name), content);
    }
    return { path: dir, format: 'csv', dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
