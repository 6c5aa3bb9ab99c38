import { storableUrl, UPLOAD_PATH_PREFIX } from '../url';
import { DOCUMENT_LIMITS as L } from './limits';
import type { DocumentMessageKey } from './messages';
import type { MarkType, NodeType } from './types';

/** Checks one attribute value; returns why it is refused, or undefined when it is fine. */
type AttrRule = (value: unknown) => DocumentMessageKey | undefined;

interface ContentRule {
  allowed: ReadonlySet<NodeType>;
  /** At least one child (ProseMirror's `+`). */
  required: boolean;
  /** The type the first child must have (a list item opens with a paragraph). */
  first?: NodeType;
}

export interface NodeSpec {
  /** Undefined for a leaf: it may not have `content`. */
  content?: ContentRule;
  attrs: Readonly<Record<string, AttrRule>>;
  requiredAttrs?: readonly string[];
}

const BLOCK = new Set<NodeType>([
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'horizontalRule',
  'image',
  'table',
]);
const INLINE = new Set<NodeType>(['text', 'hardBreak']);

const isInt = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const int =
  (min: number, max: number): AttrRule =>
  (value) =>
    isInt(value, min, max) ? undefined : 'documentBadAttr';
const nullOr =
  (rule: AttrRule): AttrRule =>
  (value) =>
    value === null ? undefined : rule(value);
/** Tiptap emits these with null; any other value would be taken from input, so it is refused. */
const onlyNull: AttrRule = (value) => (value === null ? undefined : 'documentBadAttr');
const text =
  (max: number, tooLong: DocumentMessageKey = 'documentBadAttr'): AttrRule =>
  (value) =>
    typeof value !== 'string' ? 'documentBadAttr' : value.length > max ? tooLong : undefined;

const linkHref: AttrRule = (value) =>
  typeof value === 'string' && value.length <= L.maxUrlLength && storableUrl(value)
    ? undefined
    : 'documentBadLink';
const uploadSrc: AttrRule = (value) =>
  typeof value === 'string' &&
  value.length <= L.maxUrlLength &&
  storableUrl(value) &&
  value.startsWith(UPLOAD_PATH_PREFIX)
    ? undefined
    : 'documentBadImage';
const columnWidths: AttrRule = (value) =>
  Array.isArray(value) &&
  value.length <= L.maxColspan &&
  value.every((width) => isInt(width, 1, L.maxColumnWidth))
    ? undefined
    : 'documentBadAttr';
const ORDERED_LIST_TYPES: readonly unknown[] = ['1', 'a', 'A', 'i', 'I'];
const listType: AttrRule = (value) => (ORDERED_LIST_TYPES.includes(value) ? undefined : 'documentBadAttr');

const cellAttrs = {
  colspan: int(1, L.maxColspan),
  rowspan: int(1, L.maxRowspan),
  colwidth: nullOr(columnWidths),
};
const blocks: ContentRule = { allowed: BLOCK, required: true };
const inlines: ContentRule = { allowed: INLINE, required: false };
const listItems: ContentRule = { allowed: new Set(['listItem']), required: true };

/** Every node type a document may hold, what it may contain and which attributes it takes. */
export const NODE_SPECS: Readonly<Record<NodeType, NodeSpec>> = {
  doc: { content: blocks, attrs: {} },
  paragraph: { content: inlines, attrs: {} },
  heading: {
    content: inlines,
    attrs: { level: int(1, L.maxHeadingLevel) },
    requiredAttrs: ['level'],
  },
  bulletList: { content: listItems, attrs: {} },
  orderedList: {
    content: listItems,
    attrs: { start: int(1, L.maxListStart), type: nullOr(listType) },
  },
  listItem: { content: { ...blocks, first: 'paragraph' }, attrs: {} },
  blockquote: { content: blocks, attrs: {} },
  horizontalRule: { attrs: {} },
  hardBreak: { attrs: {} },
  image: {
    attrs: {
      src: uploadSrc,
      alt: nullOr(text(L.maxAltLength, 'documentAltTooLong')),
      title: nullOr(text(L.maxTitleLength)),
      width: nullOr(int(1, L.maxImageSide)),
      height: nullOr(int(1, L.maxImageSide)),
    },
    requiredAttrs: ['src'],
  },
  table: { content: { allowed: new Set(['tableRow']), required: true }, attrs: {} },
  tableRow: { content: { allowed: new Set(['tableCell', 'tableHeader']), required: true }, attrs: {} },
  tableCell: { content: blocks, attrs: cellAttrs },
  tableHeader: { content: blocks, attrs: cellAttrs },
  // Text is checked on its own (text and marks); it has no attributes.
  text: { attrs: {} },
};

export interface MarkSpec {
  attrs: Readonly<Record<string, AttrRule>>;
  requiredAttrs?: readonly string[];
}

export const MARK_SPECS: Readonly<Record<MarkType, MarkSpec>> = {
  bold: { attrs: {} },
  italic: { attrs: {} },
  underline: { attrs: {} },
  strike: { attrs: {} },
  code: { attrs: {} },
  link: {
    attrs: { href: linkHref, target: onlyNull, rel: onlyNull, class: onlyNull },
    requiredAttrs: ['href'],
  },
};

export const isNodeType = (type: string): type is NodeType => Object.hasOwn(NODE_SPECS, type);
export const isMarkType = (type: string): type is MarkType => Object.hasOwn(MARK_SPECS, type);
