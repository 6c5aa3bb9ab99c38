import type { ProjectReport } from '@platform/contracts';
import {
  PDF_COLORS as COLORS,
  PDF_MARGIN as MARGIN,
  contentWidth,
  drawPageNumbers,
  ensureSpace,
  openA4,
  sectionTitle,
  table,
  type Doc,
} from '../../lib/pdf-layout';

/**
 * The monthly report as a PDF drawn like the enterprise report (lib/pdf-layout.ts: the same A4
 * page, CJK font, section titles, shaded tables and page numbers) with a cover band of its own and
 * the stages as horizontal bars.
 */
export async function reportPdf(r: ProjectReport, generatedOn: string): Promise<Buffer> {
  const { doc, finish } = openA4({
    Title: `${r.regionName} 招商项目月报 ${r.month}`,
    Subject: '招商项目月报',
  });
  drawCover(doc, r, generatedOn);
  drawStages(doc, r);
  drawProjects(doc, r);
  drawPageNumbers(doc, `${r.regionName} 招商项目月报 ${r.month}`);
  return finish();
}

const num = (n: number | null, digits = 2) =>
  n === null || !Number.isFinite(n) ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits });

function drawCover(doc: Doc, r: ProjectReport, generatedOn: string): void {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.42).fill(COLORS.primary);
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(30)
    .text('招商项目月报', MARGIN, height * 0.14, {
      width: width - 2 * MARGIN,
    });
  doc
    .font('regular')
    .fontSize(13)
    .text('项目分阶段统计 · 本月进展 · 项目清单', { width: width - 2 * MARGIN });
  doc.y = height * 0.5;
  doc.x = MARGIN;
  doc
    .fillColor(COLORS.text)
    .font('bold')
    .fontSize(22)
    .text(r.regionName, { width: width - 2 * MARGIN });
  doc.moveDown(1);
  const lines: Array<[string, string]> = [
    ['统计月份', r.month],
    ['项目总数', `${r.total} 个（本月新增 ${r.created} 个）`],
    ['计划投资', `${num(r.totalAmount)} 万元`],
    ['本月跟进记录', `${r.recordsLogged} 条`],
    ['报告日期', generatedOn],
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
}

function drawStages(doc: Doc, r: ProjectReport): void {
  sectionTitle(doc, '一、项目分阶段统计', true);
  const left = doc.page.margins.left;
  const labelWidth = 60;
  const barMax = contentWidth(doc) - labelWidth - 60;
  const most = Math.max(1, ...r.stages.map((s) => s.count));
  for (const s of r.stages) {
    ensureSpace(doc, 24);
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(s.name, left, y + 3, { width: labelWidth });
    const w = Math.max(2, (s.count / most) * barMax);
    doc.rect(left + labelWidth, y + 2, w, 14).fill(COLORS.primary);
    doc.fillColor(COLORS.text).text(String(s.count), left + labelWidth + w + 6, y + 3, { lineBreak: false });
    doc.x = left;
    doc.y = y + 22;
  }
  doc.moveDown(0.8);
  table(
    doc,
    [
      { title: '阶段', width: 0.25 },
      { title: '月末项目数', width: 0.25, align: 'right' },
      { title: '计划投资（万元）', width: 0.25, align: 'right' },
      { title: '本月进入', width: 0.25, align: 'right' },
    ],
    [
      ...r.stages.map((s) => [s.name, String(s.count), num(s.amount), String(s.entered)]),
      ['合计', String(r.total), num(r.totalAmount), String(r.stages.reduce((n, s) => n + s.entered, 0))],
    ],
  );
}

function drawProjects(doc: Doc, r: ProjectReport): void {
  sectionTitle(doc, '二、项目清单', true);
  if (!r.projects.length) {
    doc.text('暂无数据');
    return;
  }
  table(
    doc,
    [
      { title: '项目名称', width: 0.26 },
      { title: '产业链环节', width: 0.16 },
      { title: '月末阶段', width: 0.1, align: 'center' },
      { title: '计划投资（万元）', width: 0.14, align: 'right' },
      { title: '用地（亩）', width: 0.1, align: 'right' },
      { title: '就业', width: 0.1, align: 'right' },
      { title: '负责人', width: 0.14 },
    ],
    r.projects.map((p) => [
      p.movedThisMonth ? `${p.name}（本月推进）` : p.name,
      p.chainNodeName ?? '-',
      p.stageName,
      num(p.amount),
      num(p.land),
      num(p.jobs, 0),
      p.ownerName || '-',
    ]),
  );
}
