/** User info as stored locally: the token response with its keys camelised (spec 1 §3). */
export interface StoredUserInfo {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  realName: string;
  nickName: string;
  avatar: string;
  phone: string;
  roleName: string;
  roleId: string;
  deptId: string;
  postId: string;
  clientId: string;
  oauthId: string;
  license: string;
  tokenType: string;
  expiresIn: number;
  scope: string;
  tenantType: number;
  ssoType?: string;
  ssoPhone?: string;
  [key: string]: unknown;
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const SECRET_KEYS = new Set(['accessToken', 'refreshToken']);

/** Camelises the keys of a token payload and leaves the tokens out (they are stored apart). */
export function camelise(payload: Record<string, unknown>): StoredUserInfo {
  const out: Record<string, unknown> = { scope: 'all' };
  for (const [key, value] of Object.entries(payload)) {
    const name = camel(key);
    if (!SECRET_KEYS.has(name)) out[name] = value;
  }
  return out as StoredUserInfo;
}

/** Display name falls back realName, nickName, userName, account (spec 1 §3). */
export function displayName(user: Partial<StoredUserInfo> | null | undefined): string {
  if (!user) return '';
  return user.realName || user.nickName || user.userName || user.account || '';
}

export function parseStoredUser(raw: string | null): StoredUserInfo | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredUserInfo;
    return value && typeof value.userId === 'string' && value.userId ? value : null;
  } catch {
    return null;
  }
}
