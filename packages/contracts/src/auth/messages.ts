import type { MessageTable } from '../messageTable';

/** Login, token and captcha messages of the auth service. */
export const AUTH_MESSAGES = {
  unauthorized: { zh: '请先登录', en: 'Please log in first' },
  tokenInvalid: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please log in again' },
  tenantMismatch: { zh: '租户信息不匹配', en: 'The tenant does not match your account' },
  invalidClient: { zh: '客户端认证失败', en: 'Client authentication failed' },
  badCredentials: { zh: '账号或密码错误', en: 'Incorrect account or password' },
  accountLocked: {
    zh: '登录失败次数过多，账号已锁定，请15分钟后再试',
    en: 'Too many failed attempts; the account is locked for 15 minutes',
  },
  accountOfOtherCustomer: {
    zh: '该账号属于其他平台，请在其所属平台登录',
    en: 'This account belongs to another platform; sign in there',
  },
  accountDisabled: {
    zh: '账号已被停用，请联系管理员',
    en: 'This account is disabled; contact your administrator',
  },
  captchaInvalid: {
    zh: '验证码不正确或已失效，请重新验证',
    en: 'The captcha is wrong or expired; please try again',
  },
  captchaCheckFailed: { zh: '验证失败，请重试', en: 'Verification failed, please try again' },
  refreshInvalid: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please log in again' },
  unsupportedGrant: { zh: '不支持的登录方式', en: 'Unsupported grant type' },
  qrInvalid: {
    zh: '二维码无效，请刷新后重新扫码',
    en: 'This QR code is not valid; refresh it and scan again',
  },
  qrExpired: { zh: '二维码已失效 请点击刷新重试', en: 'The QR code has expired; refresh it and try again' },
  qrScannedByOther: {
    zh: '该二维码已被其他账号扫描',
    en: 'Another account has already scanned this QR code',
  },
  qrNotScanned: { zh: '请先扫描二维码', en: 'Scan the QR code first' },
  qrNotConfirmed: { zh: '手机端尚未确认登录', en: 'The login has not been confirmed on the phone' },
  socialUnavailable: {
    zh: '该第三方登录方式暂未开通',
    en: 'This sign-in method is not available on this platform',
  },
  socialStateInvalid: {
    zh: '第三方登录已失效或不是从本浏览器发起的，请重新登录',
    en: 'This sign-in has expired or was not started in this browser; please start again',
  },
  socialCodeInvalid: {
    zh: '第三方授权失败，请重新授权',
    en: 'The authorisation was refused; please authorise again',
  },
  socialTicketInvalid: {
    zh: '第三方登录已失效，请重新登录',
    en: 'This sign-in has expired; please start again',
  },
  socialBoundToOther: {
    zh: '该第三方账号已绑定其他账号',
    en: 'This account is already linked to another user',
  },
  socialSourceTaken: {
    zh: '您已绑定该类型的第三方账号，请先解绑',
    en: 'You have already linked an account of this kind; unlink it first',
  },
  socialNeedsPhone: {
    zh: '首次使用该第三方账号登录，请先绑定手机号',
    en: 'First sign-in with this account: link a phone number first',
  },
} as const satisfies MessageTable;
