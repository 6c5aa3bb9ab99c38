import type { BlockNode, DocumentNode, InlineNode, RichDocument, TableRowNode } from './types';

/**
 * A validated document as plain text, for summaries, search and exports: one line per paragraph,
 * heading and list item, a hard break as a newline, table cells separated by tabs, an image by its
 * alt text. Empty blocks and rules leave nothing.
 */
export function documentPlainText(doc: RichDocument): string {
  return blockLines(doc.content).join('\n');
}

/**
 * A one-line summary of at most `maxChars` characters (code points, so a character outside the
 * BMP is never cut in half), whitespace collapsed, ending in … when cut.
 */
export function documentSummary(doc: RichDocument, maxChars: number): string {
  const chars = Array.from(documentPlainText(doc).replace(/\s+/g, ' ').trim());
  if (chars.length <= maxChars) return chars.join('');
  if (maxChars <= 0) return '';
  return `${chars
    .slice(0, maxChars - 1)
    .join('')
    .trimEnd()}…`;
}

function blockLines(nodes: readonly DocumentNode[] | undefined): string[] {
  return (nodes ?? []).flatMap(blockText).filter((line) => line.length > 0);
}

function blockText(node: DocumentNode): string[] {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return [inlineText(node.content)];
    case 'image':
      return [node.attrs.alt ?? ''];
    case 'table':
      return node.content.map(rowText);
    case 'horizontalRule':
    case 'text':
    case 'hardBreak':
      return [];
    default:
      return blockLines(node.content as readonly BlockNode[]);
  }
}

function rowText(row: TableRowNode): string {
  return row.content.map((cell) => blockLines(cell.content).join(' ').replace(/\s+/g, ' ')).join('\t');
}

function inlineText(nodes: readonly InlineNode[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}
