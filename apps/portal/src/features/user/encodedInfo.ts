import type { ProfileDraft } from './ProfileForm';
import { isOwnPath } from '../../shared/router/ownPath';

/** /user/personal/info?info=<base64url JSON>&path=...: user info handed over by the main site. */
export function decodeInfo(value: string | null): Partial<ProfileDraft> {
  if (!value) return {};
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const out: Partial<ProfileDraft> = {};
    if (typeof parsed.realName === 'string') out.realName = parsed.realName;
    if (typeof parsed.nickName === 'string') out.nickName = parsed.nickName;
    if (typeof parsed.email === 'string') out.email = parsed.email;
    return out;
  } catch {
    return {};
  }
}

/** Only same-site paths are followed after saving. */
export function safeReturnPath(value: string | null): string | null {
  return isOwnPath(value) ? value : null;
}
