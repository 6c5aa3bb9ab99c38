import type { TokenResponse } from '@platform/contracts';

function base64UrlBytes(value: string): Uint8Array {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function inflate(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/**
 * SSO token login (spec 1 §4): the token is base64url JSON, gzip-compressed when it starts with
 * the gzip magic bytes; its payload becomes the user info.
 */
export async function decodeSsoToken(token: string): Promise<TokenResponse | null> {
  try {
    const bytes = base64UrlBytes(token);
    const text =
      bytes[0] === 0x1f && bytes[1] === 0x8b ? await inflate(bytes) : new TextDecoder().decode(bytes);
    const payload = JSON.parse(text) as TokenResponse;
    return payload && typeof payload.access_token === 'string' && payload.user_id ? payload : null;
  } catch {
    return null;
  }
}
