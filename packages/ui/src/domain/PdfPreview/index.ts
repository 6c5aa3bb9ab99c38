export { PdfPreview, type PdfPreviewProps } from './PdfPreview';
