/** Who asks for a file: the session's token and the reader's language (for a refusal's words). */
export interface FileCaller {
  token: string;
  language: string;
}

/**
 * Saves a file the server builds (an .xlsx export): a plain fetch, since RTK Query handles
 * envelopes, saved through a temporary link under the name the server gives (else `fallbackName`).
 * Resolves to the refusal's message when the server refuses (an HTTP error, or a JSON envelope
 * instead of the file), else ''.
 */
export async function downloadFile(
  path: string,
  body: unknown,
  { token, language }: FileCaller,
  fallbackName: string,
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
  const name = fileNameOf(response.headers.get('content-disposition') ?? '') ?? fallbackName;
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

/**
 * The name a Content-Disposition gives: the UTF-8 `filename*` (RFC 5987) when present, since the
 * plain `filename` beside it is only the ASCII fallback for old clients.
 */
export function fileNameOf(disposition: string): string | undefined {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
}

/** The message of a refused file call: the envelope's, else the HTTP status. */
export async function refusalOf(response: Response): Promise<string> {
  const reply = (await response.json().catch(() => null)) as { msg?: string } | null;
  return reply?.msg || response.statusText || String(response.status);
}
