import type { TokenResponse } from '@platform/contracts';

/** What a successful grant answers for lina (tenant 200001), as the login tests stub it. */
export const linaToken: TokenResponse = {
  access_token: 'jwt-access',
  token_type: 'bearer',
  refresh_token: '',
  expires_in: 169200,
  scope: 'all',
  jti: 'j',
  tenant_id: '200001',
  user_id: '1000000000000000003',
  user_name: 'lina',
  account: 'lina',
  real_name: '李娜',
  nick_name: '李娜',
  avatar: '',
  phone: '13800000002',
  role_name: 'administrator',
  role_id: 'r',
  dept_id: '',
  post_id: '',
  client_id: 'portal',
  oauth_id: '',
  license: '',
  tenant_type: 2,
};
