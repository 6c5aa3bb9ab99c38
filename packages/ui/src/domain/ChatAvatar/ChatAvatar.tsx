import { useState } from 'react';
import { avatarSource, type ConversationType } from '../../helpers/avatar';
import { useUiMessages } from '../../locale';
import { initials } from '../../primitives/Avatar';
import { DEFAULT_AVATAR_PATHS } from '../AvatarImage/AvatarImage';
import { Frame } from './ChatAvatar.styles';

export interface ChatAvatarProps {
  /** Picture URL; used only when it starts with http, https or // (spec 1 §5). */
  src?: string | null;
  /** Chooses the default picture: C2C a person, GROUP people, OTHER a bubble (default C2C). */
  type?: ConversationType;
  /** Person or group name: the accessible name and the source of the initials. */
  name?: string;
  /**
   * What shows when `src` is unusable: 'default' the picture by type (default, the spec's rule) or
   * 'initials' of `name`. A usable `src` that fails to load always falls back to the initials when a
   * name is given.
   */
  fallback?: 'default' | 'initials';
  /** Side in px (default 40). */
  size?: number;
  /** Circle (default) or rounded square. */
  shape?: 'circle' | 'square';
  /** Hides the avatar from assistive technology when the name is already next to it. */
  decorative?: boolean;
  className?: string;
}

/** Chat avatar: the avatar rule with default pictures by conversation type and an initials fallback. */
export function ChatAvatar({
  src,
  type = 'C2C',
  name = '',
  fallback = 'default',
  size = 40,
  shape = 'circle',
  decorative = false,
  className,
}: ChatAvatarProps) {
  const messages = useUiMessages();
  const usable = avatarSource(src);
  const [broken, setBroken] = useState<string | null>(null);
  const label = name.trim() || messages.avatarAlt;
  const letters = initials(name);
  const kind =
    usable && broken !== usable
      ? 'image'
      : (fallback === 'initials' || usable) && letters
        ? 'initials'
        : 'default';
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : kind === 'image'
      ? {}
      : { role: 'img', 'aria-label': label };
  return (
    <Frame $size={size} $round={shape === 'circle'} className={className} data-kind={kind} {...a11y}>
      {kind === 'image' && (
        <img src={usable!} alt={decorative ? '' : label} onError={() => setBroken(usable)} />
      )}
      {kind === 'initials' && <span aria-hidden="true">{letters}</span>}
      {kind === 'default' && (
        <svg
          aria-hidden="true"
          width={size * 0.6}
          height={size * 0.6}
          viewBox="0 0 24 24"
          data-default={type}
        >
          <path d={DEFAULT_AVATAR_PATHS[type]} fill="currentColor" />
        </svg>
      )}
    </Frame>
  );
}
