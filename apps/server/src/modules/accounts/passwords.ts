import { hash, verify } from '@node-rs/argon2';

/**
 * The client sends MD5(password) (spec 1 §5); we store only argon2id of that digest, so the
 * server never holds anything that logs in by itself.
 */
export const hashPassword = (md5: string) => hash(md5.toLowerCase());

export async function verifyPassword(storedHash: string, md5: string): Promise<boolean> {
  try {
    return await verify(storedHash, md5.toLowerCase());
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown account answers as slowly as a known one. */
export async function burnPasswordCheck(md5: string): Promise<void> {
  dummy ??= hashPassword('00000000000000000000000000000000');
  await verifyPassword(await dummy, md5);
}
