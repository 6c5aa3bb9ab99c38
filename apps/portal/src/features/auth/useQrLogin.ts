import { useEffect, useRef, useState } from 'react';
import { QR_LOGIN_CONFIRM_PATH } from '@platform/contracts/auth/routes';
import { useQrLoginStatusMutation, useQrLoginTicketMutation } from './authApi';

/** How often the desktop asks whether its code was scanned or confirmed. */
export const QR_POLL_MS = 2000;

export interface QrLoginView {
  state: 'loading' | 'waiting' | 'scanned' | 'expired';
  /** What the QR encodes: this site's confirm page with the ticket. */
  codeUrl: string;
  scanner: { name: string; avatar: string } | null;
}

const LOADING: QrLoginView = { state: 'loading', codeUrl: '', scanner: null };

/**
 * The desktop side of QR login (docs/qr-login.md): asks for a ticket, polls it every 2 s until the
 * phone confirms (then `redeem` signs in), it expires, or the component unmounts; `refresh` starts
 * over with a new ticket. A poll that fails is retried until the ticket's time is up.
 */
export function useQrLogin(redeem: (ticket: string, key: string) => Promise<boolean>) {
  const [issue] = useQrLoginTicketMutation();
  const [poll] = useQrLoginStatusMutation();
  const [round, setRound] = useState(0);
  const [view, setView] = useState<QrLoginView>(LOADING);
  const redeemRef = useRef(redeem);
  redeemRef.current = redeem;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expire = (codeUrl = '') => live && setView({ state: 'expired', codeUrl, scanner: null });
    setView(LOADING);
    void (async () => {
      const issued = await issue()
        .unwrap()
        .catch(() => null);
      if (!live) return;
      if (!issued) return expire();
      const { ticket, key } = issued;
      const codeUrl = `${window.location.origin}${QR_LOGIN_CONFIRM_PATH}?ticket=${encodeURIComponent(ticket)}`;
      const deadline = Date.now() + issued.expiresIn * 1000;
      setView({ state: 'waiting', codeUrl, scanner: null });
      const tick = async () => {
        const status = await poll({ ticket, key })
          .unwrap()
          .catch(() => null);
        if (!live) return;
        if (status?.status === 'confirmed') {
          if (!(await redeemRef.current(ticket, key))) expire(codeUrl);
          return;
        }
        if (status) {
          const { status: state, scanner } = status;
          if (state !== 'waiting' && state !== 'scanned') return expire(codeUrl);
          setView({ state, codeUrl, scanner });
        }
        if (Date.now() > deadline) return expire(codeUrl);
        timer = setTimeout(() => void tick(), QR_POLL_MS);
      };
      timer = setTimeout(() => void tick(), QR_POLL_MS);
    })();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [round, issue, poll]);

  return { view, refresh: () => setRound((r) => r + 1) };
}
