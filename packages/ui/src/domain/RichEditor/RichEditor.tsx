import {
  documentProblemMessage,
  findDocumentProblem,
  type DocumentProblem,
} from '@platform/contracts/content/client';
import type { RichDocument } from '@platform/contracts/content/types';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { arrowFocus } from '../../internal/arrowFocus';
import { useUiConfig } from '../../locale';
import { documentExtensions, isUploadSrc } from './extensions';
import { EditorIcon, HeadingGlyph } from './icons';
import { LinkDialog } from './LinkDialog';
import { Content, Frame, HiddenInput, Separator, Status, Tool, Toolbar } from './RichEditor.styles';

export interface RichEditorProps {
  /** The document to start from; read once at mount (give the editor a new `key` to replace it). */
  initialDocument?: RichDocument;
  /** Accessible name of the editing area (default 正文 / Body). */
  label?: string;
  /**
   * After every change: the editor's JSON and the first problem the contracts' document check
   * finds in it (undefined when the server will accept it).
   */
  onChange?: (document: RichDocument, problem: DocumentProblem | undefined) => void;
  /** Uploads a picked image and resolves with its URL (one of our uploads); no image button without it. */
  onUploadImage?: (file: File) => Promise<string>;
  /** Image types the file picker offers (default PNG, JPEG, WebP, GIF). */
  imageAccept?: string;
  /** Read-only. */
  disabled?: boolean;
  /** Least height of the editing area in px (default 240). */
  minHeight?: number;
  /** Shown under the editor instead of the document problem (e.g. the host's save error). */
  status?: ReactNode;
  className?: string;
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  heading: 0 | 1 | 2 | 3;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const EMPTY_DOCUMENT: RichDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

function toolState(editor: Editor): ToolState {
  const level = ([1, 2, 3] as const).find((l) => editor.isActive('heading', { level: l })) ?? 0;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    heading: level,
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    inTable: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/**
 * The publication body editor (Tiptap 3): a toolbar of labelled buttons (one Tab stop, arrows move
 * between them, Alt+F10 reaches it from the text) over an editing area whose schema is exactly the
 * contracts' document allow-list. Every change is checked with the contracts' document check, and
 * a refusal is shown under the editor and reported to the host, which should not save it.
 */
export function RichEditor({
  initialDocument,
  label,
  onChange,
  onUploadImage,
  imageAccept = 'image/png,image/jpeg,image/webp,image/gif',
  disabled = false,
  minHeight = 240,
  status,
  className,
}: RichEditorProps) {
  const { messages, locale } = useUiConfig();
  const t = messages.richEditor;
  const [problem, setProblem] = useState<DocumentProblem>();
  const [upload, setUpload] = useState<{ text: string; error: boolean }>();
  const [linkOpen, setLinkOpen] = useState(false);
  const [activeTool, setActiveTool] = useState(0);
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: documentExtensions(),
    content: initialDocument ?? EMPTY_DOCUMENT,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label ?? t.content,
        ...(disabled ? { 'aria-readonly': 'true' } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          toolbar.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const json = current.getJSON() as RichDocument;
      const found = findDocumentProblem(json);
      setProblem(found);
      onChangeRef.current?.(json, found);
    },
  });

  const state = useEditorState({ editor, selector: ({ editor: e }) => (e ? toolState(e) : undefined) });

  const run = (command: (editor: Editor) => boolean) => () => {
    if (editor) command(editor);
  };

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onUploadImage || !editor) return;
    setUpload({ text: t.uploading(file.name), error: false });
    try {
      const src = await onUploadImage(file);
      if (!isUploadSrc(src)) {
        setUpload({ text: t.imageRefused, error: true });
        return;
      }
      const alt = file.name.replace(/\.[^.]+$/, '').slice(0, 300) || undefined;
      editor.chain().focus().setImage({ src, alt }).run();
      setUpload({ text: t.uploaded(file.name), error: false });
    } catch (error) {
      setUpload({
        text: t.uploadFailed(error instanceof Error ? error.message : String(error)),
        error: true,
      });
    }
  };

  const applyLink = (href: string | null) => {
    setLinkOpen(false);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === null) {
      chain.unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  };

  type ToolSpec = {
    key: string;
    label: string;
    icon: ReactNode;
    onClick: () => void;
    pressed?: boolean;
    enabled?: boolean;
    separatorBefore?: boolean;
  };
  const s = state;
  const tools: ToolSpec[] = [
    {
      key: 'undo',
      label: t.undo,
      icon: <EditorIcon name="undo" />,
      onClick: run((e) => e.chain().focus().undo().run()),
      enabled: s?.canUndo,
    },
    {
      key: 'redo',
      label: t.redo,
      icon: <EditorIcon name="redo" />,
      onClick: run((e) => e.chain().focus().redo().run()),
      enabled: s?.canRedo,
    },
    ...(['bold', 'italic', 'underline', 'strike'] as const).map((mark, i) => ({
      key: mark,
      label: t[mark],
      icon: <EditorIcon name={mark} />,
      pressed: s?.[mark] ?? false,
      separatorBefore: i === 0,
      onClick: run((e) => e.chain().focus().toggleMark(mark).run()),
    })),
    ...([1, 2, 3] as const).map((level) => ({
      key: `h${level}`,
      label: t.heading(level),
      icon: <HeadingGlyph level={level} />,
      pressed: s?.heading === level,
      separatorBefore: level === 1,
      onClick: run((e) => e.chain().focus().toggleHeading({ level }).run()),
    })),
    ...(['bulletList', 'orderedList', 'blockquote'] as const).map((node, i) => ({
      key: node,
      label: t[node],
      icon: <EditorIcon name={node} />,
      pressed: s?.[node] ?? false,
      separatorBefore: i === 0,
      onClick: run((e) =>
        node === 'bulletList'
          ? e.chain().focus().toggleBulletList().run()
          : node === 'orderedList'
            ? e.chain().focus().toggleOrderedList().run()
            : e.chain().focus().toggleBlockquote().run(),
      ),
    })),
    {
      key: 'hr',
      label: t.horizontalRule,
      icon: <EditorIcon name="horizontalRule" />,
      onClick: run((e) => e.chain().focus().setHorizontalRule().run()),
    },
    {
      key: 'link',
      label: t.link,
      icon: <EditorIcon name="link" />,
      pressed: s?.link ?? false,
      separatorBefore: true,
      onClick: () => setLinkOpen(true),
    },
    ...(onUploadImage
      ? [
          {
            key: 'image',
            label: t.image,
            icon: <EditorIcon name="image" />,
            onClick: () => fileInput?.click(),
          },
        ]
      : []),
    {
      key: 'table',
      label: t.table,
      icon: <EditorIcon name="table" />,
      enabled: !s?.inTable,
      onClick: run((e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()),
    },
    {
      key: 'addRow',
      label: t.addRow,
      icon: <EditorIcon name="addRow" />,
      enabled: s?.inTable,
      onClick: run((e) => e.chain().focus().addRowAfter().run()),
    },
    {
      key: 'addColumn',
      label: t.addColumn,
      icon: <EditorIcon name="addColumn" />,
      enabled: s?.inTable,
      onClick: run((e) => e.chain().focus().addColumnAfter().run()),
    },
    {
      key: 'deleteTable',
      label: t.deleteTable,
      icon: <EditorIcon name="deleteTable" />,
      enabled: s?.inTable,
      onClick: run((e) => e.chain().focus().deleteTable().run()),
    },
  ];
  const usable = tools.map((tool) => !disabled && tool.enabled !== false);
  // One Tab stop: the remembered tool, or the first usable one when it was disabled meanwhile.
  const tabStop = usable[activeTool] ? activeTool : Math.max(0, usable.indexOf(true));

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = arrowFocus(event, 'horizontal');
    if (next) setActiveTool(Number(next.dataset.index));
    if (event.key === 'Home' || event.key === 'End') {
      const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
      const target = event.key === 'Home' ? buttons[0] : buttons.at(-1);
      if (target) {
        event.preventDefault();
        target.focus();
        setActiveTool(Number(target.dataset.index));
      }
    }
    if (event.key === 'Escape') editor?.commands.focus();
  };

  const problemText = problem ? t.refused(documentProblemMessage(problem, locale)) : '';
  const uploadText = upload?.text ?? '';
  return (
    <Frame className={className} $invalid={!!problem}>
      <Toolbar ref={toolbar} role="toolbar" aria-label={t.toolbar} onKeyDown={onToolbarKey}>
        {tools.map((tool, index) => (
          <span key={tool.key} style={{ display: 'contents' }}>
            {tool.separatorBefore && <Separator aria-hidden="true" />}
            <Tool
              type="button"
              data-index={index}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
              disabled={!usable[index]}
              tabIndex={index === tabStop ? 0 : -1}
              onFocus={() => setActiveTool(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.onClick}
            >
              {tool.icon}
            </Tool>
          </span>
        ))}
      </Toolbar>
      <HiddenInput
        ref={setFileInput}
        type="file"
        accept={imageAccept}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void pickImage(event)}
      />
      <Content $minHeight={minHeight}>
        <EditorContent editor={editor} />
      </Content>
      <Status role="status" $error={!!problem || !!upload?.error}>
        {problemText || uploadText}
      </Status>
      {status}
      {linkOpen && editor && (
        <LinkDialog
          initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
          canRemove={editor.isActive('link')}
          onApply={applyLink}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </Frame>
  );
}
