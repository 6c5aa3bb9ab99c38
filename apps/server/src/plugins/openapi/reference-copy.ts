import type { Locale } from '@platform/contracts';

/** The reference page's words, in both languages. */
export const REFERENCE_COPY = {
  zh: {
    title: '接口参考',
    intro:
      '合作方可调用的全部接口，由服务端的接口契约生成。除令牌与文件外，每个应答都是 { code, data, msg } 信封：code 为 666666（个别接口为 200）表示成功。',
    machineReadable: '机器可读的 OpenAPI 3.1 文档',
    otherLanguage: 'English',
    contents: '目录',
    authPublic: '公开',
    authUser: '需登录',
    widget: '小部件令牌可用',
    rateLimit: '限流',
    perWindow: '次 /',
    parameters: '参数',
    body: '请求体',
    answer: '应答 data',
    field: '字段',
    type: '类型',
    required: '必填',
    yes: '是',
    none: '无',
    schema: 'JSON Schema',
  },
  en: {
    title: 'API reference',
    intro:
      'Every operation partners may call, generated from the server’s contracts. Every answer but the token grant and files is the envelope { code, data, msg }: code 666666 (200 for a few operations) is a success.',
    machineReadable: 'The machine-readable OpenAPI 3.1 document',
    otherLanguage: '中文',
    contents: 'Contents',
    authPublic: 'public',
    authUser: 'login required',
    widget: 'widget token accepted',
    rateLimit: 'Rate limit',
    perWindow: 'per',
    parameters: 'Parameters',
    body: 'Request body',
    answer: 'Answer data',
    field: 'Field',
    type: 'Type',
    required: 'Required',
    yes: 'yes',
    none: 'none',
    schema: 'JSON Schema',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ReferenceCopy = (typeof REFERENCE_COPY)[Locale];
