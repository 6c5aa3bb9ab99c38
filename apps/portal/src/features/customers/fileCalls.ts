import { isSuccessCode } from '@platform/contracts/codes';
import { downloadFile, type FileCaller } from '../../shared/api/downloadFile';
import type { ImportResult } from './customersApi';

/** Saves the customers' .xlsx export; resolves to the refusal's message, else ''. */
export const downloadCustomers = (path: string, body: Record<string, unknown>, caller: FileCaller) =>
  downloadFile(path, body, caller, 'customers.xlsx');

/**
 * Posts an import file as multipart field `file`. Resolves to the import result (created, or the
 * refused rows; a refusal with bad rows still carries them in `data`) or to the refusal's message.
 */
export async function uploadCustomers(
  path: string,
  file: File,
  { token, language }: FileCaller,
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
