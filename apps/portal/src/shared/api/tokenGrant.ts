import { DEFAULT_TENANT_ID, type TokenResponse } from '@platform/contracts';
import { TOKEN_PATH } from '@platform/contracts/auth/routes';
import { BASIC_AUTHORIZATION } from './clientCredentials';
import { send } from './transport';

export type GrantParams = Record<string, string | undefined>;

export type GrantResult = { ok: true; token: TokenResponse } | { ok: false; message: string; code: number };

/**
 * POST oauth/token (form encoded, Basic client header, Tenant-Id). A body carrying
 * error_description is a failure and nothing of it may be stored (spec 1 §4 Login).
 */
export async function requestToken(
  params: GrantParams,
  tenantId: string = DEFAULT_TENANT_ID,
  language = 'zh',
  extraHeaders: Record<string, string> = {},
): Promise<GrantResult> {
  const result = await send(
    {
      url: TOKEN_PATH,
      method: 'POST',
      form: true,
      body: params,
      headers: {
        Authorization: BASIC_AUTHORIZATION,
        'Tenant-Id': tenantId || DEFAULT_TENANT_ID,
        ...extraHeaders,
      },
    },
    '',
    language,
  );
  // Token calls pass no cancel signal, so 'aborted' is a timeout here too.
  if (result.kind === 'timeout' || result.kind === 'aborted') return { ok: false, message: '', code: 504 };
  if (result.kind === 'network') return { ok: false, message: result.message, code: 0 };
  const body = (result.body ?? {}) as Partial<TokenResponse> & {
    error_description?: string;
    msg?: string;
    code?: number;
  };
  if (result.httpStatus >= 400 || body.error_description || !body.access_token) {
    return {
      ok: false,
      message: body.error_description || body.msg || '',
      code: typeof body.code === 'number' ? body.code : result.httpStatus,
    };
  }
  return { ok: true, token: body as TokenResponse };
}
