import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function read(stream: NodeJS.ReadableStream | null): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream!) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks).toString();
}

describe('local folder storage', () => {
  it('puts, gets (whole and a range) and deletes, leaving no temporary files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'storage-'));
    dirs.push(dir);
    const files = createLocalStorage(dir);
    await files.put('100001/abc', Buffer.from('hello world'), 'text/plain');
    expect(await read(await files.get('100001/abc'))).toBe('hello world');
    expect(await read(await files.get('100001/abc', { start: 6, end: 10 }))).toBe('world');
    expect(await readdir(join(dir, '100001'))).toEqual(['abc']);
    await files.delete('100001/abc');
    await files.delete('100001/abc');
    expect(await files.get('100001/abc')).toBeNull();
  });

  it('refuses keys that could leave the folder', async () => {
    const files = createLocalStorage(join(tmpdir(), 'never-created'));
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', ''])
      await expect(files.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/unsafe/);
  });
});
