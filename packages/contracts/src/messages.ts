/**
 * Server messages by key, zh (default) and en. The server picks the language from
 * Accept-Language; the key travels too so clients may re-translate.
 */
export const MESSAGES = {
  ok: { zh: '操作成功', en: 'Success' },
  badRequest: { zh: '请求参数不正确', en: 'Invalid request parameters' },
  malformedJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  forbidden: { zh: '没有权限访问该资源', en: 'You may not access this resource' },
  payloadTooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  unsupportedMediaType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  methodNotAllowed: { zh: '不支持的请求方法', en: 'This method is not allowed here' },
  serverError: { zh: '服务器开小差了，请稍后重试', en: 'Something went wrong, please try again later' },
  tooManyRequests: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
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
  smsCodeInvalid: { zh: '短信验证码不正确或已过期', en: 'The SMS code is wrong or expired' },
  smsTooFrequent: { zh: '发送过于频繁，请稍后再试', en: 'Codes are sent too often; please wait a moment' },
  smsSent: { zh: '验证码已发送', en: 'Verification code sent' },
  phoneNotRegistered: { zh: '该手机号未注册', en: 'This phone number is not registered' },
  phoneTaken: { zh: '该手机号已被其他账号绑定', en: 'This phone number is bound to another account' },
  oldPasswordWrong: { zh: '原密码不正确', en: 'The current password is incorrect' },
  passwordsDiffer: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  passwordUnchanged: {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
  refreshInvalid: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please log in again' },
  unsupportedGrant: { zh: '不支持的登录方式', en: 'Unsupported grant type' },
  payMealNotFound: { zh: '套餐不存在或已下架', en: 'This package does not exist' },
  payPersonalOnly: {
    zh: '个人版仅限个人空间购买，请切换到个人空间',
    en: 'The personal edition is for personal spaces; switch to your personal space',
  },
  payEnterpriseOnly: {
    zh: '企业版仅限企业/机构购买，请切换到所在单位',
    en: 'The enterprise edition is for organisations; switch to your organisation',
  },
  payAdminOnly: {
    zh: '请联系单位管理员开通企业版',
    en: 'Please ask your organisation administrator to buy the enterprise edition',
  },
  paySeats: { zh: '请输入10-100内的整数', en: 'Enter a whole number from 10 to 100' },
  payOrderNotFound: { zh: '订单不存在', en: 'The order does not exist' },
  payOrderClosed: {
    zh: '订单已取消，请重新下单',
    en: 'The order was cancelled; please place a new one',
  },
  payOrderPaid: { zh: '订单已支付', en: 'The order is already paid' },
  payExistingOrder: {
    zh: '贵单位已有待支付的订单，请勿重复下单',
    en: 'Your organisation already has an order awaiting payment',
  },
  payGatewayError: {
    zh: '支付渠道暂时不可用，请稍后重试',
    en: 'The payment channel is unavailable; please try again later',
  },
  trialUsed: { zh: '您已体验过免费试用', en: 'This account has already used its free trial' },
  codeInvalid: { zh: '激活码不正确或已被使用', en: 'The activation code is wrong or already used' },
  codeTooManyFailures: {
    zh: '激活码错误次数过多，请10分钟后再试',
    en: 'Too many wrong activation codes; try again in 10 minutes',
  },
  codeAdminOnly: {
    zh: '仅平台管理员可以生成激活码',
    en: 'Only platform administrators can create activation codes',
  },
  productNotFound: { zh: '产品不存在', en: 'The product does not exist' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Locale = 'zh' | 'en';

export function message(key: MessageKey, locale: Locale = 'zh'): string {
  return MESSAGES[key][locale];
}

/** Picks zh or en from an Accept-Language header; zh is the default. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'zh';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
