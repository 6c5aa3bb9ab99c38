import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useUiMessages } from '../../locale';
import { safeUrl } from '@platform/contracts/url';
import { Counter, Media, Stage } from './Lightbox.styles';

export interface LightboxItem {
  type: 'image' | 'video';
  src: string;
  /** Alternative text (images) or title (videos). */
  alt?: string;
  poster?: string;
}

export interface LightboxProps {
  items: LightboxItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Controlled index; otherwise starts at defaultIndex. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
}

/** Image and video viewer in a dialog; ArrowLeft/ArrowRight move between items. */
export function Lightbox({
  items,
  open,
  onOpenChange,
  index,
  defaultIndex = 0,
  onIndexChange,
}: LightboxProps) {
  const messages = useUiMessages();
  const [inner, setInner] = useState(defaultIndex);
  const current = Math.min(index ?? inner, Math.max(items.length - 1, 0));
  const item = items[current];
  const go = (next: number) => {
    const wrapped = (next + items.length) % items.length;
    if (index === undefined) setInner(wrapped);
    onIndexChange?.(wrapped);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    if (event.key === 'ArrowRight') go(current + 1);
  };
  const label = item?.alt ?? `${current + 1} / ${items.length}`;
  return (
    <Dialog open={open && !!item} onOpenChange={onOpenChange} width={1140} aria-label={label}>
      <div onKeyDown={onKeyDown}>
        <Stage>
          {items.length > 1 && (
            <Button variant="text" aria-label={messages.previous} onClick={() => go(current - 1)}>
              ‹
            </Button>
          )}
          <Media>
            {item?.type === 'video' ? (
              <video
                key={item.src}
                src={safeUrl(item.src, 'media')}
                poster={safeUrl(item.poster, 'image')}
                controls
                title={item.alt}
                aria-label={item.alt ?? label}
              />
            ) : (
              item && <img key={item.src} src={safeUrl(item.src, 'image')} alt={item.alt ?? ''} />
            )}
          </Media>
          {items.length > 1 && (
            <Button variant="text" aria-label={messages.next} onClick={() => go(current + 1)}>
              ›
            </Button>
          )}
        </Stage>
        <Counter aria-live="polite">
          {current + 1} / {items.length}
        </Counter>
      </div>
    </Dialog>
  );
}
