import type { ReactNode } from 'react';
import { arrowFocus } from '../../internal/arrowFocus';
import { useUiMessages } from '../../locale';
import { Spinner } from '../../primitives/Spinner';
import { Amount, Expired, Method, Methods, QrBox, Wrap } from './QRPayPanel.styles';
import { useQrDataUrl } from './useQrDataUrl';

/** Payment types of the spec: 1 WeChat, 2 Alipay. */
export type PayType = 1 | 2;

export interface QRPayPanelProps {
  /** Code URL from the pre-create call; '' while it is loading. */
  codeUrl: string;
  payType: PayType;
  onPayTypeChange?: (payType: PayType) => void;
  /** Shows the 二维码已失效 请点击刷新重试 mask. */
  expired?: boolean;
  /** Clicking the expired mask asks for a new code. */
  onRefresh?: () => void;
  /** QR size in px (payment 180). */
  size?: number;
  /** Amount line under the code, e.g. ¥ 1999. */
  amount?: ReactNode;
  /** Copy overrides; defaults come from the locale (二维码已失效 / 请点击刷新重试, 微信支付, 支付宝). */
  labels?: Partial<Record<'expired' | 'refresh' | 'wechat' | 'alipay', string>>;
  className?: string;
}

export function QRPayPanel({
  codeUrl,
  payType,
  onPayTypeChange,
  expired = false,
  onRefresh,
  size = 180,
  amount,
  className,
}: QRPayPanelProps) {
  const messages = useUiMessages();
  const image = useQrDataUrl(codeUrl, size);
  const methods: Array<[PayType, string]> = [
    [1, messages.wechatPay],
    [2, messages.alipay],
  ];
  return (
    <Wrap className={className}>
      <Methods
        role="radiogroup"
        aria-label={messages.payMethod}
        onKeyDown={(e) => arrowFocus(e, 'horizontal')?.click()}
      >
        {methods.map(([type, text]) => (
          <Method
            key={type}
            type="button"
            role="radio"
            aria-checked={payType === type}
            $active={payType === type}
            onClick={() => onPayTypeChange?.(type)}
          >
            {text}
          </Method>
        ))}
      </Methods>
      <QrBox $size={size}>
        {image ? (
          <img
            src={image}
            alt={`${messages.qrAlt} (${payType === 1 ? messages.wechatPay : messages.alipay})`}
            width={size}
            height={size}
          />
        ) : (
          <Spinner />
        )}
        {expired && (
          <Expired type="button" onClick={onRefresh}>
            <span>{messages.qrExpired}</span>
            <span>{messages.qrRefresh}</span>
          </Expired>
        )}
      </QrBox>
      {amount !== undefined && <Amount>{amount}</Amount>}
    </Wrap>
  );
}
