import { useState } from 'react';
import styled from 'styled-components';
import { avatarSource, type ConversationType } from '../../helpers/avatar';
import { useUiMessages } from '../../locale';

const Box = styled.span<{ $size: number; $round: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme, $round }) => ($round ? `${theme.radius.round}px` : `${theme.radius.md}px`)};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brand[100]};
  color: ${({ theme }) => theme.colors.brand[700]};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarImageProps {
  src?: string | null;
  /** Picks the default picture when src is unusable: C2C person, GROUP people, other a chat bubble. */
  type?: ConversationType;
  alt?: string;
  size?: number;
  round?: boolean;
  className?: string;
}

/** Default pictures by conversation type (24 × 24 view box), shared with ChatAvatar. */
export const DEFAULT_AVATAR_PATHS: Record<ConversationType, string> = {
  C2C: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0Z',
  GROUP:
    'M8 11a3.2 3.2 0 1 0 0-6.4A3.2 3.2 0 0 0 8 11Zm8 0a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4ZM2 19a6 6 0 0 1 12 0Zm10 0a6 6 0 0 1 10 0Z',
  OTHER: 'M4 5h16v11H9l-5 4Z',
};

/** Uses src only when it starts with http, https or // (spec 1 §5); otherwise the default by type. */
export function AvatarImage({
  src,
  type = 'C2C',
  alt,
  size = 40,
  round = true,
  className,
}: AvatarImageProps) {
  const messages = useUiMessages();
  const [broken, setBroken] = useState(false);
  const usable = avatarSource(src);
  const label = alt ?? messages.avatarAlt;
  return (
    <Box $size={size} $round={round} className={className}>
      {usable && !broken ? (
        <img src={usable} alt={label} onError={() => setBroken(true)} />
      ) : (
        // An empty alt is decorative, as for the img: hidden rather than an image without a name.
        <svg
          role={label ? 'img' : undefined}
          aria-label={label || undefined}
          aria-hidden={label ? undefined : true}
          width={size * 0.6}
          height={size * 0.6}
          viewBox="0 0 24 24"
          data-default={type}
        >
          <path d={DEFAULT_AVATAR_PATHS[type]} fill="currentColor" />
        </svg>
      )}
    </Box>
  );
}
