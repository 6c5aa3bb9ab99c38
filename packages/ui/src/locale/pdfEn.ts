import type { PdfMessages } from './pdf';

export const pdfEn: PdfMessages = {
  download: 'Download PDF',
  openInNewTab: 'Open in a new tab',
  loading: 'Loading the document…',
  empty: 'No document to preview',
};
