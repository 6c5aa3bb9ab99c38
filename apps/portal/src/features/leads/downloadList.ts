/**
 * Saves a list's .xlsx export: a file, so a plain fetch (RTK Query handles envelopes) saved through
 * a temporary link. Resolves to the refusal's message when the server refuses (an HTTP error or a
 * JSON envelope instead of the file), else ''.
 */
export async function downloadList(
  path: string,
  body: Record<string, unknown>,
  token: string,
  language: string,
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
  if (!response.ok || json) {
    const reply = (await response.json().catch(() => null)) as { msg?: string } | null;
    return reply?.msg || response.statusText || String(response.status);
  }
  const name =
    /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'leads.xlsx';
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
