import { describe, expect, it } from 'vitest';
import { everyNodeDocument } from './fixtures';
import { documentPlainText, documentSummary } from './plain-text';
import type { RichDocument } from './types';

describe('documentPlainText', () => {
  it('puts each block on its own line, cells apart by tabs, images by their alt text', () => {
    expect(documentPlainText(everyNodeDocument)).toBe(
      [
        'Title',
        'bold italic',
        'struck code link',
        'Lists',
        'one',
        'three',
        'More',
        'quoted',
        'A chart',
        'Year\tOutput',
        '2025\t42',
      ].join('\n'),
    );
  });

  it('keeps markup-like text as it is', () => {
    const doc: RichDocument = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '<b>x</b>' }] }],
    };
    expect(documentPlainText(doc)).toBe('<b>x</b>');
  });
});

describe('documentSummary', () => {
  const doc: RichDocument = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: '产业链 报告' }] },
      { type: 'paragraph', content: [{ type: 'text', text: '第一段😀内容' }] },
    ],
  };

  it('collapses whitespace into one line', () => {
    expect(documentSummary(doc, 100)).toBe('产业链 报告 第一段😀内容');
  });

  it('cuts at maxChars code points with an ellipsis, never inside a surrogate pair', () => {
    expect(documentSummary(doc, 11)).toBe('产业链 报告 第一段…');
    expect(documentSummary(doc, 12)).toBe('产业链 报告 第一段😀…');
    expect(Array.from(documentSummary(doc, 12))).toHaveLength(12);
    expect(documentSummary(doc, 0)).toBe('');
  });
});
