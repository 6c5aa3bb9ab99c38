export type ConversationType = 'C2C' | 'GROUP' | 'OTHER';

/** Only http, https and protocol-relative sources are used (spec 1 §5). */
export function avatarSource(src: string | null | undefined): string | null {
  const value = (src ?? '').trim();
  return /^(https?:)?\/\//i.test(value) ? value : null;
}
