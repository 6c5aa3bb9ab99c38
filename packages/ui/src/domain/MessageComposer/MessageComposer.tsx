import { IM_LIMITS } from '@platform/contracts/im/constants';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { IconCard, IconClose, IconEmoji, IconImage, IconPaperclip } from '../../icons';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Popover } from '../../primitives/Popover';
import {
  Box,
  EmojiGrid,
  Field,
  Footer,
  Reason,
  Tool,
  Toolbar,
  Upload,
  Uploads,
} from './MessageComposer.styles';

/** The common emoji of the picker (sent inside text messages). */
export const COMMON_EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '😘',
  '😎',
  '🤔',
  '😅',
  '😭',
  '😡',
  '😱',
  '😴',
  '🙄',
  '😉',
  '🥳',
  '😇',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🤝',
  '👌',
  '✌️',
  '❤️',
  '💔',
  '🎉',
  '🔥',
  '🌹',
  '☕',
  '🍺',
  '💯',
];
const COLUMNS = 8;

/** A file being uploaded before its message is sent. */
export interface ComposerUpload {
  id: string;
  name: string;
  /** 0-100. */
  percent: number;
  failed?: boolean;
}

export interface MessageComposerProps {
  /** Enter or the send button with non-blank text; the box clears unless this returns false. */
  onSend: (text: string) => unknown;
  /** Files chosen with the image or file button. */
  onPickFiles?: (files: File[], kind: 'image' | 'file') => void;
  /** The card button (the portal opens its card picker). */
  onPickCard?: () => void;
  /** Upload rows shown above the box. */
  uploads?: ComposerUpload[];
  onCancelUpload?: (id: string) => void;
  /** Nothing can be sent (e.g. not friends); `disabledReason` says why. */
  disabled?: boolean;
  disabledReason?: string;
  /** Characters per message (default IM_LIMITS.textChars). */
  maxLength?: number;
  /** Emoji offered in the picker (default COMMON_EMOJI). */
  emoji?: readonly string[];
  /** Image types for the image button (default image/*). */
  imageAccept?: string;
  placeholder?: string;
  className?: string;
}

/** Chat composer: Enter sends, Shift+Enter breaks the line, IME composition safe; emoji, image, file, card. */
export function MessageComposer({
  onSend,
  onPickFiles,
  onPickCard,
  uploads = [],
  onCancelUpload,
  disabled = false,
  disabledReason,
  maxLength = IM_LIMITS.textChars,
  emoji = COMMON_EMOJI,
  imageAccept = 'image/*',
  placeholder,
  className,
}: MessageComposerProps) {
  const messages = useUiMessages();
  const t = messages.chat.composer;
  const reasonId = useId();
  const [text, setText] = useState('');
  const [picker, setPicker] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const grid = useRef<HTMLDivElement>(null);

  const send = async () => {
    if (disabled || !text.trim()) return;
    const result = await onSend(text);
    if (result !== false) setText('');
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // While an input method composes, Enter confirms the candidate: never send then.
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    void send();
  };

  const insert = (value: string) => {
    const el = field.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + value + text.slice(end)).slice(0, maxLength);
    setText(next);
    setPicker(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + value.length, start + value.length);
    });
  };

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    };
    const buttons = Array.from(grid.current?.querySelectorAll('button') ?? []);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    let next: number;
    if (event.key in moves) next = index + moves[event.key]!;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
  };

  const picked = (kind: 'image' | 'file') => (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) onPickFiles?.(files, kind);
  };

  const reason = disabled ? (disabledReason ?? t.disabled) : undefined;

  return (
    <Box className={className}>
      {uploads.length > 0 && (
        <Uploads>
          {uploads.map((u) => (
            <Upload key={u.id}>
              <span>{u.failed ? t.uploadFailed(u.name) : u.name}</span>
              {!u.failed && (
                <progress
                  max={100}
                  value={u.percent}
                  aria-label={t.uploading(u.name, Math.round(u.percent))}
                />
              )}
              {onCancelUpload && (
                <Tool type="button" aria-label={t.cancelUpload(u.name)} onClick={() => onCancelUpload(u.id)}>
                  <IconClose />
                </Tool>
              )}
            </Upload>
          ))}
        </Uploads>
      )}
      <Toolbar role="toolbar" aria-label={t.label}>
        <Popover
          open={picker && !disabled}
          onOpenChange={setPicker}
          placement="top-start"
          aria-label={t.emojiPanel}
          content={
            <EmojiGrid ref={grid} onKeyDown={onGridKey}>
              {emoji.map((e, i) => (
                <Tool key={e} type="button" autoFocus={i === 0} onClick={() => insert(e)} aria-label={e}>
                  {e}
                </Tool>
              ))}
            </EmojiGrid>
          }
        >
          <Tool type="button" aria-label={t.emoji} disabled={disabled}>
            <IconEmoji />
          </Tool>
        </Popover>
        {onPickFiles && (
          <>
            <Tool
              type="button"
              aria-label={t.image}
              disabled={disabled}
              onClick={() => imageInput.current?.click()}
            >
              <IconImage />
            </Tool>
            <Tool
              type="button"
              aria-label={t.file}
              disabled={disabled}
              onClick={() => fileInput.current?.click()}
            >
              <IconPaperclip />
            </Tool>
            <input
              ref={imageInput}
              type="file"
              accept={imageAccept}
              multiple
              hidden
              onChange={picked('image')}
            />
            <input ref={fileInput} type="file" multiple hidden onChange={picked('file')} />
          </>
        )}
        {onPickCard && (
          <Tool type="button" aria-label={t.card} disabled={disabled} onClick={onPickCard}>
            <IconCard />
          </Tool>
        )}
      </Toolbar>
      <Field
        ref={field}
        aria-label={t.label}
        aria-describedby={reason ? reasonId : undefined}
        placeholder={disabled ? undefined : (placeholder ?? t.placeholder)}
        value={text}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => (composing.current = false)}
      />
      <Footer>
        {reason && <Reason id={reasonId}>{reason}</Reason>}
        <Button variant="primary" size="sm" disabled={disabled || !text.trim()} onClick={() => void send()}>
          {t.send}
        </Button>
      </Footer>
    </Box>
  );
}
