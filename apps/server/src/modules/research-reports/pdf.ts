import {
  PDF_COLORS as COLORS,
  PDF_MARGIN as MARGIN,
  contentWidth,
  drawPageNumbers,
  openA4,
  sectionTitle,
  type Doc,
} from '../../lib/pdf-layout';

/** What the PDF of a library report shows: its row, with its chain's links and region named. */
export interface ReportForPdf {
  id: string;
  title: string;
  summary: string;
  kindName: string;
  chainName: string;
  links: readonly string[];
  regionName: string;
  publisher: string;
  publishedOn: string;
  sections: readonly string[];
}

/**
 * A library report drawn like the platform's other reports (lib/pdf-layout.ts): a cover, the table of
 * contents, then one page per section. The body is written from the report's own row (its chain's
 * links, its region, a figure series seeded by its id), so the same report always reads the same.
 * Pages: the cover, the contents and one per section (`sections.length + 2`, the row's `pages`).
 */
export async function researchReportPdf(r: ReportForPdf): Promise<Buffer> {
  const { doc, finish } = openA4({ Title: r.title, Subject: r.kindName, Author: r.publisher });
  drawCover(doc, r);
  drawContents(doc, r);
  r.sections.forEach((title, i) => drawSection(doc, r, i, title));
  drawPageNumbers(doc, r.title);
  return finish();
}

export const pagesOf = (sections: number) => sections + 2;

function drawCover(doc: Doc, r: ReportForPdf): void {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.4).fill(COLORS.primary);
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(26)
    .text(r.title, MARGIN, height * 0.12, { width: width - 2 * MARGIN });
  doc
    .font('regular')
    .fontSize(13)
    .text(r.kindName, { width: width - 2 * MARGIN });
  doc.y = height * 0.48;
  doc.x = MARGIN;
  const lines: Array<[string, string]> = [
    ['发布机构', r.publisher],
    ['发布日期', r.publishedOn],
    ['地区', r.regionName],
    ['产业链', r.chainName || '—'],
  ];
  for (const [label, value] of lines) {
    doc
      .font('regular')
      .fontSize(12)
      .fillColor(COLORS.muted)
      .text(`${label}：`, MARGIN, doc.y, { continued: true });
    doc.fillColor(COLORS.text).text(value);
    doc.moveDown(0.4);
  }
  doc.moveDown(1);
  doc
    .fontSize(11)
    .fillColor(COLORS.text)
    .text(r.summary, { width: contentWidth(doc), lineGap: 4 });
}

function drawContents(doc: Doc, r: ReportForPdf): void {
  sectionTitle(doc, '目录', true);
  r.sections.forEach((title, i) => {
    doc
      .font('regular')
      .fontSize(12)
      .fillColor(COLORS.text)
      .text(`${i + 1}. ${title}`, { continued: true, width: contentWidth(doc) });
    doc.fillColor(COLORS.muted).text(`  ${i + 3}`, { align: 'right' });
    doc.moveDown(0.3);
  });
}

/** A small seeded sequence (mulberry32 over the report id and section): the figures of a section. */
function figures(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawSection(doc: Doc, r: ReportForPdf, index: number, title: string): void {
  sectionTitle(doc, `${index + 1}. ${title}`, true);
  const next = figures(`${r.id}:${index}`);
  const link = (k: number) => r.links[k % Math.max(r.links.length, 1)] ?? r.chainName;
  const growth = (5 + next() * 20).toFixed(1);
  const share = (1 + next() * 9).toFixed(1);
  const firms = Math.round(200 + next() * 4800);
  const paragraphs = [
    `${r.regionName}${r.chainName ? `${r.chainName}产业` : '相关产业'}在“${title}”方面呈现稳中有进的态势。` +
      `据本报告测算，近三年相关企业数量年均增长 ${growth}%，现有存续企业约 ${firms} 家，占全国同类企业的 ${share}%。`,
    `从产业链环节看，${link(index)}与${link(index + 1)}环节集聚度较高，龙头企业带动作用明显；` +
      `${link(index + 2)}环节仍较薄弱，本地配套率不足，是下一步补链、强链的重点方向。`,
    `建议围绕${link(index + 1)}环节引育一批专精特新企业，完善产业用地、人才与金融配套，` +
      `推动上下游协同创新，提升产业链供应链韧性和安全水平。`,
  ];
  for (const p of paragraphs) {
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(COLORS.text)
      .text(p, { width: contentWidth(doc), lineGap: 5 });
    doc.moveDown(0.8);
  }
}
