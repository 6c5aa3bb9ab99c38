export { QRPayPanel, type QRPayPanelProps, type PayType } from './QRPayPanel';
export { useQrDataUrl } from './useQrDataUrl';
