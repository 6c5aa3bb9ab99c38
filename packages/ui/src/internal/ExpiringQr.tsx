import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useQrDataUrl } from '../domain/QRPayPanel/useQrDataUrl';
import { Spinner } from '../primitives/Spinner';
import { withAlpha } from '../theme/color';
import { focusRing } from '../theme/mixins';

const QrBox = styled.div<{ $size: number }>`
  position: relative;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const mask = `
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  border: 0;
  font: inherit;
`;

const Expired = styled.button`
  ${mask}
  gap: ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => withAlpha(theme.colors.surface, 0.94)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${focusRing}
`;

const Overlay = styled.div`
  ${mask}
  gap: ${({ theme }) => theme.space.sm}px;
  background: ${({ theme }) => withAlpha(theme.colors.surface, 0.94)};
  color: ${({ theme }) => theme.colors.text};
`;

export interface ExpiringQrProps {
  /** What the QR encodes; '' while it is loading (a spinner shows). */
  text: string;
  size: number;
  alt: string;
  /** Shows the clickable 二维码已失效 请点击刷新重试 mask. */
  expired: boolean;
  onRefresh?: () => void;
  expiredLines: [string, string];
  /** A mask over the code that is not a control (e.g. the login QR once scanned). */
  overlay?: ReactNode;
}

/** A QR image with its loading spinner, an optional overlay, and the expired mask that refreshes it. */
export function ExpiringQr({ text, size, alt, expired, onRefresh, expiredLines, overlay }: ExpiringQrProps) {
  const image = useQrDataUrl(text, size);
  return (
    <QrBox $size={size}>
      {image ? <img src={image} alt={alt} width={size} height={size} /> : <Spinner />}
      {overlay && !expired && <Overlay>{overlay}</Overlay>}
      {expired && (
        <Expired type="button" onClick={onRefresh}>
          <span>{expiredLines[0]}</span>
          <span>{expiredLines[1]}</span>
        </Expired>
      )}
    </QrBox>
  );
}
