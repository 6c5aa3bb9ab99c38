import type { chainApi as chainContract } from '@platform/contracts/chain';
import { chainRoutes } from '@platform/contracts/chain/routes';
import type { z } from 'zod';

export type ExportFilter = z.infer<(typeof chainContract.entPageExport)['input']>;

/**
 * The company export: a file, so a plain fetch (RTK Query handles envelopes) saved through a
 * temporary link. Resolves to the refusal's message when the server refuses, else ''.
 */
export async function downloadExport(filter: ExportFilter, token: string, language: string): Promise<string> {
  const response = await fetch(chainRoutes.entPageExport.path, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Accept-Language': language,
    },
    body: JSON.stringify(filter),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    return body?.msg || response.statusText || String(response.status);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'companies.xlsx';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return '';
}
