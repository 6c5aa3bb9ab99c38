import { QRLoginPanel } from '@platform/ui/domain';
import { useQrLogin } from './useQrLogin';
import { useTokenLogin } from './useTokenLogin';

/** The login dialog's 扫码登录 tab: a phone signed in to this platform scans and confirms. */
export function QrLoginForm() {
  const { login } = useTokenLogin();
  const { view, refresh } = useQrLogin((ticket, key) =>
    login({ grant_type: 'qr_code', qr_ticket: ticket, qr_key: key, scope: 'all' }),
  );
  return (
    <QRLoginPanel
      codeUrl={view.codeUrl}
      state={view.state === 'loading' ? 'waiting' : view.state}
      scanner={view.scanner}
      onRefresh={refresh}
    />
  );
}
