import type {
  BlockNode,
  DocumentMark,
  InlineNode,
  TableCellNode,
  TableHeaderNode,
} from '@platform/contracts/content/types';
import { safeUrl } from '@platform/contracts/url';
import type { ReactNode } from 'react';
import { TableScroll, VisuallyHidden } from './RichDocument.styles';

/** What rendering needs besides the node: the page's heading level and the kit's words. */
export interface RenderContext {
  /** The element a level-1 heading becomes (the page's own title is above it). */
  baseHeadingLevel: 1 | 2 | 3 | 4;
  labels: { table: string; opensInNewTab: string };
}

const LINK_REL = 'noopener noreferrer nofollow ugc';

export function renderBlocks(nodes: readonly BlockNode[] | undefined, ctx: RenderContext): ReactNode[] {
  return (nodes ?? []).map((node, i) => renderBlock(node, i, ctx));
}

function renderBlock(node: BlockNode, key: number, ctx: RenderContext): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{renderInlines(node.content, ctx)}</p>;
    case 'heading': {
      const Heading = `h${Math.min(6, ctx.baseHeadingLevel + node.attrs.level - 1)}` as 'h2';
      return <Heading key={key}>{renderInlines(node.content, ctx)}</Heading>;
    }
    case 'bulletList':
    case 'orderedList': {
      const items = node.content.map((item, i) => <li key={i}>{renderBlocks(item.content, ctx)}</li>);
      if (node.type === 'bulletList') return <ul key={key}>{items}</ul>;
      return (
        <ol key={key} start={node.attrs?.start} type={node.attrs?.type ?? undefined}>
          {items}
        </ol>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{renderBlocks(node.content, ctx)}</blockquote>;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'image':
      return renderImage(node.attrs, key);
    case 'table':
      return (
        <TableScroll key={key} role="region" aria-label={ctx.labels.table} tabIndex={0}>
          <table>
            <tbody>
              {node.content.map((row, r) => (
                <tr key={r}>{row.content.map((cell, c) => renderCell(cell, c, ctx))}</tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      );
  }
}

function renderImage(attrs: Extract<BlockNode, { type: 'image' }>['attrs'], key: number): ReactNode {
  const src = safeUrl(attrs.src, 'image');
  if (!src) return null;
  return (
    <figure key={key}>
      <img
        src={src}
        alt={attrs.alt ?? ''}
        title={attrs.title ?? undefined}
        width={attrs.width ?? undefined}
        height={attrs.height ?? undefined}
        loading="lazy"
        decoding="async"
      />
      {attrs.title && <figcaption>{attrs.title}</figcaption>}
    </figure>
  );
}

function renderCell(cell: TableCellNode | TableHeaderNode, key: number, ctx: RenderContext): ReactNode {
  const Cell = cell.type === 'tableHeader' ? 'th' : 'td';
  return (
    <Cell key={key} colSpan={cell.attrs?.colspan} rowSpan={cell.attrs?.rowspan}>
      {renderBlocks(cell.content, ctx)}
    </Cell>
  );
}

function renderInlines(nodes: readonly InlineNode[] | undefined, ctx: RenderContext): ReactNode[] {
  return (nodes ?? []).map((node, i) =>
    node.type === 'hardBreak' ? (
      <br key={i} />
    ) : (
      <MarkedText key={i} text={node.text} marks={node.marks} ctx={ctx} />
    ),
  );
}

/** Text inside its marks, the first mark outermost; the text itself is always a text child. */
function MarkedText({ text, marks = [], ctx }: { text: string; marks?: DocumentMark[]; ctx: RenderContext }) {
  return marks.reduceRight<ReactNode>((inner, mark) => wrapInMark(inner, mark, ctx), text);
}

function wrapInMark(inner: ReactNode, mark: DocumentMark, ctx: RenderContext): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{inner}</strong>;
    case 'italic':
      return <em>{inner}</em>;
    case 'underline':
      return <u>{inner}</u>;
    case 'strike':
      return <s>{inner}</s>;
    case 'code':
      return <code>{inner}</code>;
    case 'link': {
      const href = safeUrl(mark.attrs.href, 'link');
      if (!href) return inner;
      return (
        <a href={href} target="_blank" rel={LINK_REL}>
          {inner}
          <VisuallyHidden>{ctx.labels.opensInNewTab}</VisuallyHidden>
        </a>
      );
    }
    default:
      return inner;
  }
}
