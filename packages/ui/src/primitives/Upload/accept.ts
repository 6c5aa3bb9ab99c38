/** Whether a file matches one of the accepted types: extensions (`.pdf`), MIME types (`image/png`) or wildcards (`image/*`). */
export function isAccepted(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const a = raw.trim().toLowerCase();
    if (a.startsWith('.')) return name.endsWith(a);
    if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
    return type === a;
  });
}

/** Bytes -> whole or one-decimal megabytes for messages (5242880 -> 5). */
export function toMb(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}
