import type { MessageTable } from '../messageTable';

/** Enterprise, big-data and follow messages. */
export const BIGDATA_MESSAGES = {
  companyNotFound: { zh: '企业不存在', en: 'No such company' },
  orgNotFound: { zh: '机构不存在', en: 'No such organisation' },
  regionNotFound: { zh: '行政区划代码不存在', en: 'No such region code' },
  usccInvalid: { zh: '统一社会信用代码格式不正确', en: 'The unified social credit code is invalid' },
  notListed: { zh: '该企业不是上市企业', en: 'This company is not listed' },
  purchaseNeeded: { zh: '请购买相应的服务', en: 'Please buy the corresponding service' },
  followNotFound: { zh: '未关注该企业', en: 'You do not follow this company' },
  followLimit: { zh: '关注企业数量已达上限', en: 'You follow the maximum number of companies' },
} as const satisfies MessageTable;
