import { isSuccessCode } from '@platform/contracts/codes';
import type { ImportResult } from './customersApi';

interface FileCall {
  token: string;
  language: string;
}

const refusalOf = async (response: Response) => {
  const reply = (await response.json().catch(() => null)) as { msg?: string } | null;
  return reply?.msg || response.statusText || String(response.status);
};

/**
 * Saves the customers' .xlsx export: a file, so a plain fetch (RTK Query handles envelopes) saved
 * through a temporary link. Resolves to the refusal's message when the server refuses, else ''.
 */
export async function downloadCustomers(
  path: string,
  body: Record<string, unknown>,
  { token, language }: FileCall,
): Promise<string> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Accept-Language': language,
    },
    body: JSON.stringify(body),
  });
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  if (!response.ok || json) return refusalOf(response);
  const name =
    /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'customers.xlsx';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = decodeURIComponent(name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return '';
}

/**
 * Posts an import file as multipart field `file`. Resolves to the import result (created, or the
 * refused rows; a refusal with bad rows still carries them in `data`) or to the refusal's message.
 */
export async function uploadCustomers(
  path: string,
  file: File,
  { token, language }: FileCall,
): Promise<{ result: ImportResult | null; message: string }> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
    body: form,
  });
  const reply = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: unknown;
  } | null;
  const data = reply?.data as ImportResult | null | undefined;
  const result = data && Array.isArray(data.errors) ? data : null;
  const ok = response.ok && reply?.code !== undefined && isSuccessCode(reply.code);
  return { result, message: ok ? '' : reply?.msg || response.statusText || String(response.status) };
}
