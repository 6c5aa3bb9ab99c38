import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { findDocumentProblem, richDocumentSchema } from './document';
import { everyNodeDocument } from './fixtures';
import { DOCUMENT_LIMITS } from './limits';
import { DOCUMENT_MESSAGES } from './messages';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const link = (href: unknown, extra: Record<string, unknown> = {}) =>
  doc(para(text('x', [{ type: 'link', attrs: { href, ...extra } }])));
const image = (attrs: Record<string, unknown>) => doc({ type: 'image', attrs });
const keyOf = (value: unknown) => findDocumentProblem(value)?.key;

describe('richDocumentSchema accepts', () => {
  it('a document with every allowed node and mark', () => {
    expect(findDocumentProblem(everyNodeDocument)).toBeUndefined();
    expect(richDocumentSchema.parse(everyNodeDocument)).toEqual(everyNodeDocument);
  });

  it("Tiptap's defaults: an empty paragraph, link target/rel/class as null, uploads and protocol-relative hrefs", () => {
    expect(keyOf(doc({ type: 'paragraph' }))).toBeUndefined();
    expect(keyOf(link('https://a.cn', { target: null, rel: null, class: null }))).toBeUndefined();
    expect(keyOf(link('/api/platform-resource/file/a.pdf'))).toBeUndefined();
    expect(keyOf(link('//a.cn/x'))).toBeUndefined();
    expect(keyOf(link('http://a.cn/?q=b'))).toBeUndefined();
  });

  it('script-like text as text', () => {
    const hostile = doc(para(text('<script>alert(1)</script><img src=x onerror=alert(1)>')));
    expect(richDocumentSchema.parse(hostile)).toEqual(hostile);
  });

  it('a document just inside every limit', () => {
    let nested: unknown = para(text('deep'));
    // doc > 10 quotes (depths 1-10) > paragraph (11) > text (12, the limit).
    for (let i = 0; i < DOCUMENT_LIMITS.maxDepth - 2; i += 1)
      nested = { type: 'blockquote', content: [nested] };
    expect(keyOf(doc(nested))).toBeUndefined();
    const many = doc(...Array.from({ length: DOCUMENT_LIMITS.maxNodes / 2 - 1 }, () => para(text('x'))));
    expect(keyOf(many)).toBeUndefined();
  });
});

describe('richDocumentSchema refuses (XSS corpus and malformed shapes)', () => {
  const cases: Array<[string, unknown, keyof typeof DOCUMENT_MESSAGES]> = [
    ['javascript: href', link('javascript:alert(1)'), 'documentBadLink'],
    ['JavaScript: href in capitals', link('JaVaScRiPt:alert(1)'), 'documentBadLink'],
    ['tab inside the scheme', link('java\tscript:alert(1)'), 'documentBadLink'],
    ['leading space', link(' javascript:alert(1)'), 'documentBadLink'],
    ['newline inside the scheme', link('java\nscript:alert(1)'), 'documentBadLink'],
    ['data: href', link('data:text/html,<script>alert(1)</script>'), 'documentBadLink'],
    ['vbscript: href', link('vbscript:msgbox(1)'), 'documentBadLink'],
    ['file: href', link('file:///etc/passwd'), 'documentBadLink'],
    ['same-origin API path href', link('/api/platform-auth/logout'), 'documentBadLink'],
    ['entity-encoded scheme', link('&#106;avascript:alert(1)'), 'documentBadLink'],
    ['href that is not a string', link({ toString: 'javascript:' }), 'documentBadLink'],
    ['link without href', doc(para(text('x', [{ type: 'link', attrs: {} }]))), 'documentBadAttr'],
    ['link target from input', link('https://a.cn', { target: '_self' }), 'documentBadAttr'],
    ['link rel from input', link('https://a.cn', { rel: 'opener' }), 'documentBadAttr'],
    ['onclick on a link', link('https://a.cn', { onclick: 'alert(1)' }), 'documentUnknownField'],
    ['svg data image', image({ src: 'data:image/svg+xml,<svg onload=alert(1)>' }), 'documentBadImage'],
    ['png data image', image({ src: 'data:image/png;base64,AAAA' }), 'documentBadImage'],
    ['external image', image({ src: 'https://evil.example/x.svg' }), 'documentBadImage'],
    ['javascript image', image({ src: 'javascript:alert(1)' }), 'documentBadImage'],
    ['upload path with markup', image({ src: '/api/platform-resource/"onerror="x' }), 'documentBadImage'],
    ['image without src', image({ alt: 'x' }), 'documentBadAttr'],
    [
      'onerror on an image',
      image({ src: '/api/platform-resource/a.png', onerror: 'alert(1)' }),
      'documentUnknownField',
    ],
    ['style on an image', image({ src: '/api/platform-resource/a.png', style: 'x' }), 'documentUnknownField'],
    [
      'alt text too long',
      image({ src: '/api/platform-resource/a.png', alt: 'a'.repeat(301) }),
      'documentAltTooLong',
    ],
    [
      'style on a paragraph',
      doc({ type: 'paragraph', attrs: { style: 'color:red' } }),
      'documentUnknownField',
    ],
    [
      'class on a mark',
      doc(para(text('x', [{ type: 'bold', attrs: { class: 'x' } }]))),
      'documentUnknownField',
    ],
    ['event handler as a node field', doc({ type: 'paragraph', onmouseover: 'x' }), 'documentUnknownField'],
    ['html field on text', doc(para({ type: 'text', text: 'x', html: '<b>' })), 'documentUnknownField'],
    ['__proto__ key', doc(JSON.parse('{"type":"paragraph","__proto__":{"x":1}}')), 'documentUnknownField'],
    ['iframe node', doc({ type: 'iframe', attrs: { src: 'https://a.cn' } }), 'documentUnknownNode'],
    ['script node', doc({ type: 'script', content: [text('alert(1)')] }), 'documentUnknownNode'],
    ['html node', doc({ type: 'html', text: '<b>x</b>' }), 'documentUnknownNode'],
    ['unknown mark', doc(para(text('x', [{ type: 'highlight' }]))), 'documentUnknownMark'],
    [
      'the same mark twice',
      doc(para(text('x', [{ type: 'bold' }, { type: 'bold' }]))),
      'documentDuplicateMark',
    ],
    ['heading level 4', doc({ type: 'heading', attrs: { level: 4 } }), 'documentBadAttr'],
    ['heading without level', doc({ type: 'heading' }), 'documentBadAttr'],
    [
      'colspan out of bounds',
      doc({
        type: 'table',
        content: [
          { type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1000 }, content: [para()] }] },
        ],
      }),
      'documentBadAttr',
    ],
    [
      'rowspan not an integer',
      doc({
        type: 'table',
        content: [
          { type: 'tableRow', content: [{ type: 'tableCell', attrs: { rowspan: 1.5 }, content: [para()] }] },
        ],
      }),
      'documentBadAttr',
    ],
    ['listItem outside a list', doc({ type: 'listItem', content: [para()] }), 'documentBadNesting'],
    ['text at doc level', doc(text('x')), 'documentBadNesting'],
    ['paragraph inside a paragraph', doc(para(para())), 'documentBadNesting'],
    [
      'tableCell outside a row',
      doc({ type: 'table', content: [{ type: 'tableCell', content: [para()] }] }),
      'documentBadNesting',
    ],
    [
      'a list item that opens with a list',
      doc({
        type: 'bulletList',
        content: [{ type: 'listItem', content: [{ type: 'bulletList', content: [] }] }],
      }),
      'documentBadNesting',
    ],
    ['an empty list', doc({ type: 'bulletList', content: [] }), 'documentBadNesting'],
    ['an empty document', doc(), 'documentBadNesting'],
    ['content on a leaf', doc({ type: 'horizontalRule', content: [] }), 'documentBadNesting'],
    ['empty text', doc(para(text(''))), 'documentBadText'],
    ['text that is not a string', doc(para({ type: 'text', text: 42 })), 'documentBadText'],
    ['a lone surrogate', doc(para(text('\ud800'))), 'documentBadText'],
    ['a NUL character', doc(para(text('a\u0000b'))), 'documentBadText'],
    ['a string', '<p>hi</p>', 'documentMalformed'],
    ['null', null, 'documentMalformed'],
    ['an array', [doc(para())], 'documentMalformed'],
    ['a root of another type', { type: 'paragraph' }, 'documentNotDoc'],
    ['content that is not an array', { type: 'doc', content: 'x' }, 'documentMalformed'],
    ['a child that is not an object', doc('text'), 'documentMalformed'],
    ['a node without a type', doc({ content: [] }), 'documentMalformed'],
    [
      'marks that are not an array',
      doc(para({ type: 'text', text: 'x', marks: 'bold' })),
      'documentMalformed',
    ],
    ['attrs that are not an object', doc({ type: 'heading', attrs: [1] }), 'documentMalformed'],
  ];

  it.each(cases)('%s', (_name, value, key) => {
    expect(keyOf(value)).toBe(key);
    const result = richDocumentSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DOCUMENT_MESSAGES[key].en);
  });

  it('a document nested deeper than the limit', () => {
    let nested: unknown = para(text('deep'));
    for (let i = 0; i < 10_000; i += 1) nested = { type: 'blockquote', content: [nested] };
    expect(keyOf(doc(nested))).toBe('documentTooDeep');
  });

  it('too many nodes, even in one huge content array', () => {
    expect(keyOf(doc(...Array.from({ length: DOCUMENT_LIMITS.maxNodes / 2 }, () => para(text('x')))))).toBe(
      'documentTooManyNodes',
    );
    const huge = { type: 'doc', content: Array.from({ length: 1_000_000 }, () => para()) };
    expect(keyOf(huge)).toBe('documentTooManyNodes');
  });

  it('a document larger than 200 KB, counted in UTF-8 bytes', () => {
    expect(keyOf(doc(para(text('x'.repeat(DOCUMENT_LIMITS.maxBytes)))))).toBe('documentTooLarge');
    // 70,000 CJK characters are 210,000 bytes in UTF-8.
    expect(keyOf(doc(para(text('字'.repeat(70_000)))))).toBe('documentTooLarge');
  });

  it('reports the path of the problem and the catalogue key', () => {
    const result = richDocumentSchema.safeParse(
      doc(para(text('x')), para(text('y', [{ type: 'link', attrs: { href: 'javascript:x' } }]))),
    );
    expect(result.error?.issues[0]).toMatchObject({
      path: ['content', 1, 'content', 0, 'marks', 0, 'attrs', 'href'],
      params: { messageKey: 'documentBadLink' },
    });
  });
});

describe('document messages', () => {
  it('are in the catalogue in zh and en', () => {
    for (const [key, value] of Object.entries(DOCUMENT_MESSAGES)) {
      expect(MESSAGES[key as keyof typeof MESSAGES]).toEqual(value);
      expect(value.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(value.en).toMatch(/^[A-Z]/);
    }
  });
});
