import type { MessageTable } from '../messageTable';

/** Order, payment, trial and activation-code messages of the pay service. */
export const PAY_MESSAGES = {
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
} as const satisfies MessageTable;
