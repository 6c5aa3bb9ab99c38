import styled from 'styled-components';
import { useQrDataUrl } from '@platform/ui/domain';
import { dictValue, useDictionaryQuery } from '../../shared/customer/dictionaryApi';
import { useCustomer } from '../../shared/customer/useCustomer';

const Box = styled.figure<{ $size: number }>`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Code = styled.div<{ $size: number }>`
  position: relative;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  img {
    display: block;
  }
`;

const Mark = styled.img<{ $size: number }>`
  position: absolute;
  left: 50%;
  top: 50%;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  transform: translate(-50%, -50%);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 4px;
`;

export type QrTarget = 'app' | 'mobileSite';

/**
 * A QR of the app promotion link (or the mobile site) from the chain_qr_code dictionary, with the
 * customer's icon in the middle at `logoScale` of the code.
 */
export function AppQr({
  size,
  caption,
  logoScale,
  target = 'app',
}: {
  size: number;
  caption: string;
  logoScale?: number;
  target?: QrTarget;
}) {
  const { data } = useDictionaryQuery('chain_qr_code');
  const customer = useCustomer();
  const link = dictValue(data, target === 'app' ? 'app_prod_promotion' : 'h5_root_url');
  const src = useQrDataUrl(link, size);
  const markSize = logoScale ? Math.round(size * logoScale) : 0;
  return (
    <Box $size={size}>
      <Code $size={size}>
        {src && <img src={src} width={size} height={size} alt={caption} />}
        {src && markSize > 0 && customer.logos.logo3 && (
          <Mark src={customer.logos.logo3} $size={markSize} alt="" />
        )}
      </Code>
      <figcaption>{caption}</figcaption>
    </Box>
  );
}
