import { useState } from 'react';
import { Frame } from './Avatar.styles';

export interface AvatarProps {
  /** Person or organisation name: the image's alt text and the source of the initials. */
  name: string;
  /** Image URL; initials show when it is missing or fails to load. */
  src?: string;
  /** Side in px (default 40). */
  size?: number;
  shape?: 'circle' | 'square';
}

/** 张三 -> 张, Li Lei -> LL: one CJK character or up to two Latin initials. */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  if (/^[\p{Script=Han}]/u.test(trimmed)) return Array.from(trimmed)[0]!;
  const words = trimmed.split(/\s+/);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
}

export function Avatar({ name, src, size = 40, shape = 'circle' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <Frame
      $size={size}
      $square={shape === 'square'}
      role={showImage ? undefined : 'img'}
      aria-label={showImage ? undefined : name}
    >
      {showImage ? (
        <img src={src} alt={name} onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Frame>
  );
}
