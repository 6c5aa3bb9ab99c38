// @platform/ui/domain/rich-editor: its own entry so Tiptap only loads where a page imports it (lazily).
export { RichEditor, type RichEditorProps } from './RichEditor';
export { linkHref } from './extensions';
