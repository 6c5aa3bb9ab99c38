import type { MessageTable } from '../messageTable';

/** Messages of the operator console (docs/operator.md). */
export const OPERATOR_MESSAGES = {
  operatorOnly: { zh: '仅平台运营人员可以操作', en: 'Only the platform operator may do this' },
  operatorDictKeyDuplicate: { zh: '字典键不能重复', en: 'A dictionary key may appear only once' },
  operatorWordsEmpty: { zh: '请输入敏感词', en: 'Enter at least one word' },
  operatorStale: {
    zh: '该内容已被其他人修改，请刷新后再试',
    en: 'Someone else changed this meanwhile; reload and try again',
  },
  partnerOriginInvalid: {
    zh: '来源须为完整的协议、域名和端口，例如 https://www.partner.com，不含路径和通配符',
    en: 'An origin is a scheme, host and port only, e.g. https://www.partner.com, without a path or wildcard',
  },
  partnerCustomerUnknown: { zh: '该客户不存在', en: 'No such customer' },
  partnerIdInvalid: {
    zh: '合作方编号为 1–64 位字母、数字、- 或 _',
    en: 'A partner id is 1–64 letters, digits, - or _',
  },
  partnerOtherCustomer: { zh: '该合作方属于其他客户', en: 'This partner belongs to another customer' },
  partnerOriginNotListed: { zh: '该合作方没有这个来源', en: 'This partner does not list that origin' },
  partnerRateInvalid: {
    zh: '频率为每分钟 1–100000 次的整数',
    en: 'The rate is a whole number of requests a minute, 1 to 100,000',
  },
  partnerNotFound: { zh: '该合作方不存在', en: 'No such partner' },
  partnerGraceInvalid: {
    zh: '旧密钥的宽限期为 0–168 小时',
    en: 'The old secret’s grace period is 0 to 168 hours',
  },
  operatorReportNotFailed: {
    zh: '该报告不存在或未失败，无法重试',
    en: 'No such failed report to retry',
  },
  operatorMealNotFound: { zh: '该版本不存在', en: 'No such edition' },
  operatorSeatsInvalid: { zh: '席位下限不能大于上限', en: 'The fewest seats cannot exceed the most' },
  // Customers (issue 32 item 1).
  operatorCustomerCodeInvalid: {
    zh: '客户编码为 2–32 位字母或数字',
    en: 'A customer code is 2–32 letters or digits',
  },
  operatorCustomerExists: { zh: '该客户编码已存在', en: 'A customer with this code exists already' },
  operatorCustomerNotFound: { zh: '该客户不存在', en: 'No such customer' },
  operatorDomainInvalid: {
    zh: '域名格式不正确，只填主机名，例如 www.example.com',
    en: 'Not a valid domain; enter a host name only, e.g. www.example.com',
  },
  operatorDomainTaken: { zh: '该域名已被其他客户使用', en: 'Another customer uses this domain' },
  operatorColourInvalid: {
    zh: '品牌色须为 #rrggbb 格式，例如 #0659E6',
    en: 'A brand colour is #rrggbb, e.g. #0659E6',
  },
  operatorLogoInvalid: {
    zh: 'Logo 须为上传的图片文件',
    en: 'A logo must be an uploaded image',
  },
} satisfies MessageTable;
