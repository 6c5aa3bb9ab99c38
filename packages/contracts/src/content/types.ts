/**
 * The shape of a rich document: ProseMirror/Tiptap JSON restricted to the allow-list. Types only
 * (no zod), so the portal and the ui kit can name them without the schema.
 */

export type MarkType = 'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'link';

export type SimpleMark = { type: Exclude<MarkType, 'link'>; attrs?: Record<string, never> };
/** Tiptap also emits target, rel and class; they are accepted only as null and never rendered. */
export type LinkMark = {
  type: 'link';
  attrs: { href: string; target?: null; rel?: null; class?: null };
};
export type DocumentMark = SimpleMark | LinkMark;

type NoAttrs = { attrs?: Record<string, never> };

export type TextNode = { type: 'text'; text: string; marks?: DocumentMark[] };
export type HardBreakNode = { type: 'hardBreak' } & NoAttrs;
export type InlineNode = TextNode | HardBreakNode;

export type ParagraphNode = { type: 'paragraph'; content?: InlineNode[] } & NoAttrs;
export type HeadingNode = { type: 'heading'; attrs: { level: 1 | 2 | 3 }; content?: InlineNode[] };
export type BlockquoteNode = { type: 'blockquote'; content: BlockNode[] } & NoAttrs;
export type HorizontalRuleNode = { type: 'horizontalRule' } & NoAttrs;
/** `src` is always one of our uploads (`/api/platform-resource/...`). */
export type ImageNode = {
  type: 'image';
  attrs: {
    src: string;
    alt?: string | null;
    title?: string | null;
    width?: number | null;
    height?: number | null;
  };
};
export type ListItemNode = { type: 'listItem'; content: [ParagraphNode, ...BlockNode[]] } & NoAttrs;
export type BulletListNode = { type: 'bulletList'; content: ListItemNode[] } & NoAttrs;
export type OrderedListType = '1' | 'a' | 'A' | 'i' | 'I';
export type OrderedListNode = {
  type: 'orderedList';
  attrs?: { start?: number; type?: OrderedListType | null };
  content: ListItemNode[];
};
export type TableCellAttrs = { colspan?: number; rowspan?: number; colwidth?: number[] | null };
export type TableCellNode = { type: 'tableCell'; attrs?: TableCellAttrs; content: BlockNode[] };
export type TableHeaderNode = { type: 'tableHeader'; attrs?: TableCellAttrs; content: BlockNode[] };
export type TableRowNode = { type: 'tableRow'; content: Array<TableCellNode | TableHeaderNode> } & NoAttrs;
export type TableNode = { type: 'table'; content: TableRowNode[] } & NoAttrs;

export type BlockNode =
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | HorizontalRuleNode
  | ImageNode
  | TableNode;

export type RichDocument = { type: 'doc'; content: BlockNode[] };

export type DocumentNode =
  RichDocument | BlockNode | ListItemNode | TableRowNode | TableCellNode | TableHeaderNode | InlineNode;
export type NodeType = DocumentNode['type'];
