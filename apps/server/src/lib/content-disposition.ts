/**
 * RFC 6266 / RFC 5987: an ASCII fallback name and the UTF-8 name of a downloaded file; `inline`
 * lets the browser show it (a PDF opened in a tab) under the same name when saved.
 */
export function contentDisposition(
  fileName: string,
  fallback: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
