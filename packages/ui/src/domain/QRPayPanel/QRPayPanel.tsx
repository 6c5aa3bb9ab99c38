import type { ReactNode } from 'react';
import { arrowFocus } from '../../internal/arrowFocus';
import { useUiMessages } from '../../locale';
import { ExpiringQr } from '../../internal/ExpiringQr';
import { Amount, Method, Methods, Wrap } from './QRPayPanel.styles';

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
      <ExpiringQr
        text={codeUrl}
        size={size}
        alt={`${messages.qrAlt} (${payType === 1 ? messages.wechatPay : messages.alipay})`}
        expired={expired}
        onRefresh={onRefresh}
        expiredLines={[messages.qrExpired, messages.qrRefresh]}
      />
      {amount !== undefined && <Amount>{amount}</Amount>}
    </Wrap>
  );
}
