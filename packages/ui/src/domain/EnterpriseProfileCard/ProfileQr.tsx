import { useUiMessages } from '../../locale';
import { Spinner } from '../../primitives/Spinner';
import { useQrDataUrl } from '../QRPayPanel/useQrDataUrl';
import { Qr, QrBox } from './EnterpriseProfileCard.styles';

/** QR size of spec 2 §9. */
export const PROFILE_QR_SIZE = 120;

/** A 120 px QR code of the mobile-view URL, captioned 手机扫码查看. */
export function ProfileQr({ url, companyName }: { url: string; companyName: string }) {
  const messages = useUiMessages();
  const image = useQrDataUrl(url, PROFILE_QR_SIZE);
  return (
    <Qr>
      <QrBox $size={PROFILE_QR_SIZE}>
        {image ? (
          <img
            src={image}
            alt={messages.profile.qrAlt(companyName)}
            width={PROFILE_QR_SIZE}
            height={PROFILE_QR_SIZE}
          />
        ) : (
          <Spinner />
        )}
      </QrBox>
      <figcaption>{messages.profile.qrTitle}</figcaption>
    </Qr>
  );
}
