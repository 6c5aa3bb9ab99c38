import type { AnyExtension, Attributes } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import { safeUrl, storableUrl, UPLOAD_PATH_PREFIX } from '@platform/contracts/url';

/**
 * A link's href as it will be stored: what the user typed, trimmed, with `https://` put in front of
 * a bare host ("example.com/a"); undefined when the one URL rule (`safeUrl` then `storableUrl`)
 * refuses it (javascript:, data:, our own API paths, whitespace inside...).
 */
export function linkHref(input: string): string | undefined {
  const value = input.trim();
  if (!value) return undefined;
  const withScheme =
    /^[a-z][a-z0-9+.-]*:|^\/\//i.test(value) || value.startsWith('/') ? value : `https://${value}`;
  return safeUrl(withScheme, 'link') === withScheme && storableUrl(withScheme) ? withScheme : undefined;
}

/** An image source the document accepts: one of our uploads, stored plainly. */
export const isUploadSrc = (src: string) => src.startsWith(UPLOAD_PATH_PREFIX) && storableUrl(src);

/**
 * Tiptap's link without the attributes the document refuses: `title` (Tiptap 3 adds it) is dropped,
 * and target, rel and class stay null (the renderer decides them, never the document).
 */
const DocumentLink = Link.extend({
  addAttributes() {
    const { href, target, rel, class: className } = (this.parent?.() ?? {}) as Attributes;
    return { href: href!, target: target!, rel: rel!, class: className! };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => linkHref(url) === url,
  shouldAutoLink: (url) => linkHref(url) === url,
});

/** Images only from our uploads: a pasted or dropped <img> from elsewhere is not taken in. */
const DocumentImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (dom) => (isUploadSrc((dom as HTMLElement).getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
}).configure({ inline: false, allowBase64: false });

/** Cells keep colspan, rowspan and colwidth; Tiptap 3's `align` is not in the document. */
const withoutAlign = <T extends typeof TableCell | typeof TableHeader>(cell: T) =>
  cell.extend({
    addAttributes() {
      const { colspan, rowspan, colwidth } = (this.parent?.() ?? {}) as Attributes;
      return { colspan: colspan!, rowspan: rowspan!, colwidth: colwidth! };
    },
  });

/**
 * The editor's schema: exactly the contracts' allow-list (docs/content-document.md). Code blocks
 * are off (not in the document), headings stop at level 3, the table cannot be resized by dragging
 * (column widths stay null).
 */
export function documentExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      codeBlock: false,
      link: false,
    }),
    DocumentLink,
    DocumentImage,
    Table.configure({ resizable: false }),
    TableRow,
    withoutAlign(TableHeader),
    withoutAlign(TableCell),
  ];
}
