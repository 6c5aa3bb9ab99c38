import type { MessageTable } from '../messageTable';
import { DOCUMENT_LIMITS as L } from './limits';

/** Why a rich document was refused (content issue); one key per kind of problem. */
export const DOCUMENT_MESSAGES = {
  documentMalformed: {
    zh: '正文格式不正确：每个节点都应是带 type 的对象，content 应为数组',
    en: 'The document is malformed: every node must be an object with a type, and content an array',
  },
  documentNotDoc: { zh: '正文的根节点必须是文档（doc）', en: 'The document root must be of type doc' },
  documentUnknownNode: {
    zh: '正文包含不支持的内容类型',
    en: 'The document contains a node type that is not allowed',
  },
  documentUnknownMark: {
    zh: '正文包含不支持的文字格式',
    en: 'The document contains a text format (mark) that is not allowed',
  },
  documentDuplicateMark: {
    zh: '同一段文字重复使用了相同的格式',
    en: 'A text node carries the same mark twice',
  },
  documentUnknownField: {
    zh: '正文包含不支持的属性或字段',
    en: 'The document contains an attribute or field that is not allowed',
  },
  documentBadAttr: {
    zh: '正文中某个属性的值不正确',
    en: 'An attribute in the document has an invalid value',
  },
  documentBadNesting: {
    zh: '正文结构不正确：该内容不能出现在此位置',
    en: 'The document structure is invalid: a node is not allowed where it is',
  },
  documentBadText: {
    zh: '正文中的文字节点必须是非空且有效的文本',
    en: 'A text node must hold non-empty, valid text',
  },
  documentBadLink: {
    zh: '链接地址只能是 http(s) 地址或本站上传的文件',
    en: 'A link must be an http(s) address or one of our uploads',
  },
  documentBadImage: {
    zh: '图片只能使用本站上传的文件',
    en: 'An image must be one of our uploads',
  },
  documentAltTooLong: {
    zh: `图片说明文字不能超过 ${L.maxAltLength} 个字符`,
    en: `Image alt text may be at most ${L.maxAltLength} characters`,
  },
  documentTooDeep: {
    zh: `正文嵌套层级过深（最多 ${L.maxDepth} 层）`,
    en: `The document is nested too deeply (at most ${L.maxDepth} levels)`,
  },
  documentTooManyNodes: {
    zh: `正文内容过多（最多 ${L.maxNodes} 个节点）`,
    en: `The document has too many nodes (at most ${L.maxNodes})`,
  },
  documentTooLarge: {
    zh: `正文过大（最多 ${L.maxBytes / 1024} KB）`,
    en: `The document is too large (at most ${L.maxBytes / 1024} KB)`,
  },
} as const satisfies MessageTable;

export type DocumentMessageKey = keyof typeof DOCUMENT_MESSAGES;
