import { useEffect, useRef, useState } from 'react';
import { useUiMessages } from '../../locale';
import { Dialog } from '../../primitives/Dialog';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { useQrDataUrl } from '../QRPayPanel/useQrDataUrl';
import { safeUrl } from '@platform/contracts/url';
import { Body, Copied, LinkRow, Qr } from './CardShareDialog.styles';

/** QR size of spec 2 §9. */
export const SHARE_QR_SIZE = 120;
const COPIED_MS = 2000;

export interface CardShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's public link (/businessCard/view?vcardId=...). */
  url: string;
  /**
   * What the QR encodes, when a phone should land elsewhere than the link (a card's phone page,
   * /m/card/...); defaults to `url`.
   */
  qrUrl?: string;
  /** Defaults to 分享名片 / Share card. */
  title?: string;
  /** The link field's label; defaults to 名片链接 / Card link (other shares name their own). */
  linkLabel?: string;
  /** The QR image's alternative text; defaults to 名片二维码 / Card QR code. */
  qrAlt?: string;
  /** The caption under the QR; defaults to 微信扫一扫，查看名片 / Scan with WeChat to view the card. */
  qrHint?: string;
  /** After the link was copied (e.g. for tracking). */
  onCopy?: (url: string) => void;
}

/** Copies with the Clipboard API; falls back to selecting the field and execCommand('copy'). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    try {
      return document.execCommand?.('copy') ?? false;
    } catch {
      return false;
    }
  }
}

/** Share dialog: the card link (read-only, with a copy button) and its QR code (120 px). */
export function CardShareDialog({
  open,
  onOpenChange,
  url,
  qrUrl,
  title,
  linkLabel,
  qrAlt,
  qrHint,
  onCopy,
}: CardShareDialogProps) {
  const messages = useUiMessages();
  const t = messages.share;
  const link = safeUrl(url) ?? '';
  const qrTarget = qrUrl === undefined ? link : (safeUrl(qrUrl) ?? '');
  const qr = useQrDataUrl(open ? qrTarget : '', SHARE_QR_SIZE);
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    const ok = await copyText(link, field.current);
    setStatus(ok ? 'copied' : 'failed');
    if (ok) onCopy?.(link);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setStatus('idle');
        onOpenChange(next);
      }}
      title={title ?? t.title}
    >
      <Body>
        <LinkRow>
          <Input
            ref={field}
            label={linkLabel ?? t.link}
            value={link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="primary" onClick={copy} disabled={!link}>
            {t.copy}
          </Button>
        </LinkRow>
        <Copied role="status" $failed={status === 'failed'}>
          {status === 'copied' ? t.copied : status === 'failed' ? t.copyFailed : ''}
        </Copied>
        <Qr>
          {qr ? (
            <img src={qr} alt={qrAlt ?? t.qrAlt} width={SHARE_QR_SIZE} height={SHARE_QR_SIZE} />
          ) : (
            <span data-placeholder aria-hidden="true" />
          )}
          <figcaption>{qrHint ?? t.qrHint}</figcaption>
        </Qr>
      </Body>
    </Dialog>
  );
}
