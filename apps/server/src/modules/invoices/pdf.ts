import PDFDocument from 'pdfkit';
import { cjkFonts } from '../../lib/pdf-fonts';
import { capitalsOf, splitTax, VAT_RATE, yuanText } from './amount';

/** What the invoice PDF shows: the issued invoice with its copied title and goods. */
export interface InvoiceDocument {
  type: number;
  invoiceNo: string;
  /** 'yyyy-MM-dd' in the platform's zone. */
  issueDate: string;
  amountFen: number;
  buyer: { name: string; taxNo: string; address: string; phone: string; bank: string; account: string };
  seller: { name: string; address: string; phone: string };
  goods: { name: string; quantity: number };
  remark: string;
  sample: boolean;
}

const TITLES: Record<number, string> = { 1: '电子发票（普通发票）', 2: '电子发票（增值税专用发票）' };
const INK = '#8a3a1c';
const TEXT = '#1f2329';
/** 241 × 140 mm, the size of a fully digital invoice. */
const SIZE: [number, number] = [683, 397];
const M = 28;

/** Draws one invoice (one page) and returns the PDF bytes; a sample carries a watermark. */
export async function renderInvoice(d: InvoiceDocument): Promise<Buffer> {
  const { regular, bold } = cjkFonts();
  const doc = new PDFDocument({
    size: SIZE,
    margin: M,
    compress: true,
    info: { Title: `${TITLES[d.type] ?? TITLES[1]} ${d.invoiceNo}`, Author: d.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = SIZE[0] - 2 * M;

  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(TITLES[d.type] ?? TITLES[1]!, M, M, { width, align: 'center' });
  doc.font('regular').fontSize(9).fillColor(TEXT);
  doc.text(`发票号码：${d.invoiceNo}`, M, M + 4, { width, align: 'right' });
  doc.text(`开票日期：${d.issueDate}`, M, M + 18, { width, align: 'right' });

  // Buyer and seller, side by side.
  const top = M + 44;
  const half = width / 2;
  doc.lineWidth(0.8).strokeColor(INK).rect(M, top, width, 250).stroke();
  doc
    .moveTo(M + half, top)
    .lineTo(M + half, top + 78)
    .stroke();
  doc
    .moveTo(M, top + 78)
    .lineTo(M + width, top + 78)
    .stroke();
  const party = (x: number, label: string, lines: string[]) => {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(label, x + 8, top + 8);
    doc.font('regular').fontSize(8.5).fillColor(TEXT);
    lines.forEach((line, i) =>
      doc.text(line, x + 8, top + 24 + i * 13, { width: half - 16, lineBreak: false }),
    );
  };
  party(M, '购买方信息', [
    `名称：${d.buyer.name}`,
    `统一社会信用代码/纳税人识别号：${d.buyer.taxNo || '—'}`,
    `地址、电话：${[d.buyer.address, d.buyer.phone].filter(Boolean).join(' ') || '—'}`,
    `开户行及账号：${[d.buyer.bank, d.buyer.account].filter(Boolean).join(' ') || '—'}`,
  ]);
  party(M + half, '销售方信息', [
    `名称：${d.seller.name}`,
    `地址、电话：${[d.seller.address, d.seller.phone].filter(Boolean).join(' ') || '—'}`,
  ]);

  // The goods line.
  const { netFen, taxFen } = splitTax(d.amountFen);
  const cols = [
    ['项目名称', 0.38],
    ['数量', 0.1],
    ['单价', 0.14],
    ['金额', 0.14],
    ['税率', 0.08],
    ['税额', 0.16],
  ] as const;
  const row = (y: number, values: string[], font: 'regular' | 'bold') => {
    let x = M;
    cols.forEach(([, share], i) => {
      doc
        .font(font)
        .fontSize(8.5)
        .fillColor(i === 0 || font === 'regular' ? TEXT : INK);
      doc.text(values[i] ?? '', x + 6, y, { width: width * share - 12, align: i === 0 ? 'left' : 'right' });
      x += width * share;
    });
  };
  row(
    top + 88,
    cols.map(([label]) => label),
    'bold',
  );
  const unitFen = Math.round(netFen / Math.max(1, d.goods.quantity));
  row(
    top + 106,
    [
      d.goods.name,
      String(d.goods.quantity),
      yuanText(unitFen),
      yuanText(netFen),
      `${Math.round(VAT_RATE * 100)}%`,
      yuanText(taxFen),
    ],
    'regular',
  );
  doc.font('regular').fontSize(8.5).fillColor(TEXT);
  doc.text('合计', M + 6, top + 164);
  doc.text(`¥${yuanText(netFen)}`, M, top + 164, { width: width * 0.76 - 6, align: 'right' });
  doc.text(`¥${yuanText(taxFen)}`, M, top + 164, { width: width - 6, align: 'right' });
  doc
    .moveTo(M, top + 180)
    .lineTo(M + width, top + 180)
    .stroke();
  doc
    .font('bold')
    .fillColor(INK)
    .text('价税合计（大写）', M + 6, top + 190);
  doc
    .font('regular')
    .fillColor(TEXT)
    .text(capitalsOf(d.amountFen), M + 110, top + 190);
  doc.text(`（小写）¥${yuanText(d.amountFen)}`, M, top + 190, { width: width - 6, align: 'right' });
  doc
    .moveTo(M, top + 206)
    .lineTo(M + width, top + 206)
    .stroke();
  doc
    .font('bold')
    .fillColor(INK)
    .text('备注', M + 6, top + 214);
  doc
    .font('regular')
    .fillColor(TEXT)
    .text(d.remark || '—', M + 40, top + 214, { width: width - 50, height: 30 });

  if (d.sample) {
    doc.save().rotate(-18, { origin: [SIZE[0] / 2, SIZE[1] / 2] });
    doc.font('bold').fontSize(54).fillColor('#d0342c').fillOpacity(0.16);
    doc.text('样本 SAMPLE', 0, SIZE[1] / 2 - 40, { width: SIZE[0], align: 'center' });
    doc.restore();
    doc.fillOpacity(1).font('regular').fontSize(8).fillColor('#d0342c');
    // Under the frame and inside the bottom margin, so pdfkit never starts a second page.
    doc.text('样本发票：未接入税控服务，仅供演示，不作报销凭证', M, top + 260, {
      width,
      align: 'center',
    });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
