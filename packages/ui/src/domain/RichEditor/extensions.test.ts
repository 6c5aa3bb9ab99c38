import { Editor } from '@tiptap/core';
import { everyNodeDocument } from '@platform/contracts/content/fixtures';
import { findDocumentProblem } from '@platform/contracts/content/client';
import { afterEach, describe, expect, it } from 'vitest';
import { documentExtensions, linkHref } from './extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const make = (content: unknown) => {
  editor = new Editor({ extensions: documentExtensions(), content: content as object });
  return editor;
};

describe('the editor schema', () => {
  it('takes in every allowed node and mark and gives back a document the contract accepts', () => {
    const json = make(everyNodeDocument).getJSON();
    expect(findDocumentProblem(json)).toBeUndefined();
    expect(JSON.stringify(json)).toContain('"href":"https://example.com/a"');
  });

  it('produces accepted JSON for what the toolbar makes', () => {
    const e = make('<p>x</p>');
    e.chain().focus().insertContent('正文').setHeading({ level: 3 }).run();
    e.chain()
      .insertContent('<p>link</p>')
      .selectAll()
      .toggleBold()
      .toggleItalic()
      .toggleUnderline()
      .toggleStrike()
      .run();
    e.chain().focus('end').insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run();
    e.chain().focus('end').toggleBulletList().run();
    e.chain().focus('end').toggleOrderedList().run();
    e.chain().focus('end').toggleBlockquote().run();
    e.chain().selectAll().setLink({ href: 'https://example.com' }).run();
    e.chain().focus('end').setImage({ src: '/api/platform-resource/file/1', alt: 'x' }).run();
    const json = e.getJSON();
    expect(findDocumentProblem(json)).toBeUndefined();
    const text = JSON.stringify(json);
    for (const type of [
      'heading',
      'table',
      'tableHeader',
      'bulletList',
      'orderedList',
      'blockquote',
      'image',
      'link',
      'underline',
    ])
      expect(text).toContain(`"${type}"`);
  });

  it('drops what the document refuses: javascript: links, outside images, code blocks, level 4 headings', () => {
    const e = make(
      '<p><a href="javascript:alert(1)">x</a> <img src="https://evil.example/a.png"><img src="data:image/png;base64,AAAA"></p><pre><code>c</code></pre><h4>h</h4>',
    );
    const json = e.getJSON();
    expect(findDocumentProblem(json)).toBeUndefined();
    const text = JSON.stringify(json);
    expect(text).not.toContain('javascript');
    expect(text).not.toContain('evil');
    expect(text).not.toContain('"image"');
    expect(text).not.toContain('codeBlock');
  });
});

describe('linkHref', () => {
  it('adds https to a bare host and refuses what the URL rule refuses', () => {
    expect(linkHref(' example.com/a ')).toBe('https://example.com/a');
    expect(linkHref('http://a.cn')).toBe('http://a.cn');
    expect(linkHref('/api/platform-resource/file/1')).toBe('/api/platform-resource/file/1');
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      '/api/platform-auth/logout',
      'a b.cn',
      '',
    ])
      expect(linkHref(bad)).toBeUndefined();
  });
});
