import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { avatarSource } from '../../helpers/avatar';
import { useUiMessages } from '../../locale';

const Box = styled.span<{ $size: number; $bg: string }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  overflow: hidden;
  background: ${({ $bg }) => $bg};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ $size }) => Math.max(10, Math.round($size / 4.4))}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.15;
  text-align: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Name = styled.span`
  display: grid;
  grid-template-columns: repeat(2, 1em);
  justify-content: center;
`;

export interface EnterpriseLogoProps {
  logoPath?: string | null;
  companyId: string | number;
  companyName: string;
  /** Square size in px (default 56). */
  size?: number;
  className?: string;
}

/** Stable index from companyId, so a company keeps its colour everywhere. */
export function logoColorIndex(companyId: string | number, count: number): number {
  let hash = 0;
  for (const ch of String(companyId)) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % count;
}

/** The logo image, or the first 4 characters of the name on a colour derived from companyId. */
export function EnterpriseLogo({
  logoPath,
  companyId,
  companyName,
  size = 56,
  className,
}: EnterpriseLogoProps) {
  const messages = useUiMessages();
  const [broken, setBroken] = useState(false);
  const src = avatarSource(logoPath);
  const palette = useTheme().colors.logo;
  const bg = palette[logoColorIndex(companyId, palette.length)]!;
  const short = Array.from(companyName.trim()).slice(0, 4);
  return (
    <Box $size={size} $bg={bg} className={className} role="img" aria-label={messages.logoAlt(companyName)}>
      {src && !broken ? (
        <img src={src} alt="" onError={() => setBroken(true)} />
      ) : (
        <Name aria-hidden="true">
          {short.map((ch, i) => (
            <span key={i}>{ch}</span>
          ))}
        </Name>
      )}
    </Box>
  );
}
