import PDFDocument from 'pdfkit';
import { cjkFonts } from './pdf-fonts';

/**
 * The look of the platform's PDF reports (the enterprise report, 精准招商's monthly report): an A4
 * page with the CJK fonts registered as 'regular' and 'bold', section titles with a bar, shaded
 * tables whose header repeats on every page, and a page-number footer.
 */
export type Doc = PDFKit.PDFDocument;

export const PDF_COLORS = {
  primary: '#0659E6',
  text: '#1f2329',
  muted: '#646a73',
  line: '#dee0e3',
  fill: '#f2f6fe',
} as const;
export const PDF_MARGIN = 56;
export const PDF_FOOTER = 36;

/** A new A4 document drawing into memory; `finish` ends it and gives the bytes. */
export function openA4(info: PDFKit.DocumentInfo): { doc: Doc; finish: () => Promise<Buffer> } {
  const { regular, bold } = cjkFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PDF_MARGIN, bottom: PDF_MARGIN + PDF_FOOTER / 2, left: PDF_MARGIN, right: PDF_MARGIN },
    bufferPages: true,
    compress: true,
    info: { Author: 'platform', ...info },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  const finish = async () => {
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  };
  return { doc, finish };
}

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

export function sectionTitle(doc: Doc, title: string, newPage = false): void {
  if (newPage) doc.addPage();
  else ensureSpace(doc, 80);
  const x = doc.page.margins.left;
  const y = doc.y;
  doc.rect(x, y + 3, 4, 16).fill(PDF_COLORS.primary);
  doc
    .fillColor(PDF_COLORS.text)
    .font('bold')
    .fontSize(15)
    .text(title, x + 12, y, { width: contentWidth(doc) - 12 });
  doc.moveDown(0.6);
  doc.x = x;
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.text);
}

export interface Column {
  title: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A table with a header row, repeated on every page it runs onto. */
export function table(doc: Doc, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const left = doc.page.margins.left;
  const full = contentWidth(doc);
  const widths = columns.map((c) => c.width * full);
  const pad = 5;
  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(9);
    return Math.max(
      20,
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * pad }) + 2 * pad),
    );
  };
  const drawRow = (cells: readonly string[], header: boolean, shade: boolean) => {
    const h = rowHeight(cells, header ? 'bold' : 'regular');
    const y = doc.y;
    if (header || shade) doc.rect(left, y, full, h).fill(header ? PDF_COLORS.fill : '#fafbfc');
    let x = left;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc
        .font(header ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor(header ? PDF_COLORS.primary : PDF_COLORS.text)
        .text(cell, x + pad, y + pad, { width: w - 2 * pad, align: columns[i]?.align ?? 'left' });
      x += w;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + full, y + h)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.line)
      .stroke();
    doc.x = left;
    doc.y = y + h;
  };
  const header = columns.map((c) => c.title);
  ensureSpace(doc, rowHeight(header, 'bold') + 22);
  drawRow(header, true, false);
  rows.forEach((row, i) => {
    if (doc.y + rowHeight(row, 'regular') > bottomOf(doc)) {
      doc.addPage();
      drawRow(header, true, false);
    }
    drawRow(row, false, i % 2 === 1);
  });
  doc.moveDown(0.8);
}

/** 第 n 页 / 共 m 页 at the foot of every page, with `label` (the report's subject) left of it after the cover. */
export function drawPageNumbers(doc: Doc, label: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // text in the footer must not start a new page
    const y = doc.page.height - PDF_MARGIN + 10;
    if (i > range.start) {
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(PDF_COLORS.muted)
        .text(label, PDF_MARGIN, y, { width: doc.page.width / 2, lineBreak: false });
    }
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(PDF_COLORS.muted)
      .text(`第 ${i - range.start + 1} 页 / 共 ${range.count} 页`, doc.page.width / 2, y, {
        width: doc.page.width / 2 - PDF_MARGIN,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
