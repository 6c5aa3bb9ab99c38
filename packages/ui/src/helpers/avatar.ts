import { storableUrl } from '@platform/contracts/url';
export type ConversationType = 'C2C' | 'GROUP' | 'OTHER';

/** http, https, protocol-relative or one of our uploads (spec 1 §5; the one URL rule, contracts' url.ts). */
export function avatarSource(src: string | null | undefined): string | null {
  const value = (src ?? '').trim();
  return storableUrl(value) ? value : null;
}
