import styled from 'styled-components';
import { IconPhone, IconScanned } from '../../icons';
import { ExpiringQr } from '../../internal/ExpiringQr';
import { useUiMessages } from '../../locale';
import { AvatarImage } from '../AvatarImage';

/** Where a QR login stands, as the desktop shows it. */
export type QrLoginPanelState = 'waiting' | 'scanned' | 'expired';

export interface QRLoginPanelProps {
  /** What the QR encodes (the phone's confirm page); '' while the ticket is loading. */
  codeUrl: string;
  state: QrLoginPanelState;
  /** Who scanned it (nickname and avatar), shown once scanned. */
  scanner?: { name: string; avatar: string } | null;
  /** Clicking the expired mask asks for a new code. */
  onRefresh?: () => void;
  /** QR size in px. */
  size?: number;
  className?: string;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  max-width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Scanned = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The desktop side of QR login: the code to scan, then 扫码成功 with who scanned it while the phone
 * confirms, and the 二维码已失效 mask that asks for a new code. The status line is announced.
 */
export function QRLoginPanel({
  codeUrl,
  state,
  scanner,
  onRefresh,
  size = 180,
  className,
}: QRLoginPanelProps) {
  const messages = useUiMessages();
  const m = messages.qrLogin;
  const scannedBy = state === 'scanned' ? scanner : null;
  const status =
    state === 'expired'
      ? m.expired
      : state === 'scanned'
        ? scannedBy
          ? m.confirmOnPhone(scannedBy.name)
          : m.confirm
        : m.hint;
  return (
    <Wrap className={className}>
      <ExpiringQr
        text={codeUrl}
        size={size}
        alt={m.alt}
        expired={state === 'expired'}
        onRefresh={onRefresh}
        expiredLines={[messages.qrExpired, messages.qrRefresh]}
        overlay={
          state === 'scanned' ? (
            <>
              {scannedBy && <AvatarImage src={scannedBy.avatar} alt="" size={48} round />}
              <Scanned>
                <IconScanned />
                {m.scanned}
              </Scanned>
            </>
          ) : undefined
        }
      />
      <Status role="status" aria-live="polite">
        {state === 'waiting' && <IconPhone />}
        {status}
      </Status>
    </Wrap>
  );
}
