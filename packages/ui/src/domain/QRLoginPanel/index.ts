export { QRLoginPanel, type QRLoginPanelProps, type QrLoginPanelState } from './QRLoginPanel';
