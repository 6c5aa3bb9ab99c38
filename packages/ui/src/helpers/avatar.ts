import { safeUrl } from '@platform/contracts/url';
export type ConversationType = 'C2C' | 'GROUP' | 'OTHER';

/** http, https, protocol-relative and our own upload paths (spec 1 §5; the one URL rule in contracts). */
export function avatarSource(src: string | null | undefined): string | null {
  return safeUrl(src, 'link') ?? null;
}
