import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  PDF_COLORS as COLORS,
  PDF_FOOTER,
  PDF_MARGIN as MARGIN,
  contentWidth,
  drawPageNumbers,
  ensureSpace,
  openA4,
  sectionTitle,
  table,
  type Doc,
} from '../../../lib/pdf-layout';
import { drawRadar } from './charts';
import {
  DIAGNOSIS_DIMENSION_NAMES as NAMES,
  type DiagnosisReportData,
  type DiagnosisPrintItem,
} from './diagnosis-data';

export const DIAGNOSIS_SECTION_TITLES = {
  overview: '一、诊断概览',
  nodes: '二、环节评分',
  strengths: '三、优势环节',
  weaknesses: '四、薄弱环节',
  suggestions: '五、发展建议',
} as const;

const DIMENSIONS = ['presence', 'strength', 'growth', 'innovation'] as const;
const titleOf = (d: DiagnosisReportData) => `${d.regionName}${d.chainName}产业诊断报告`;

/**
 * Draws a diagnosis report (A4) in the enterprise report's look (lib/pdf-layout.ts): the title
 * page, the chain's scores with a radar, every node's scores in a table, then strengths,
 * weaknesses and suggestions with their figures. Yields between sections; onProgress gets 1–100.
 */
export async function renderDiagnosisReport(
  data: DiagnosisReportData,
  onProgress?: (percent: number) => void,
): Promise<Buffer> {
  const { doc, finish } = openA4({ Title: titleOf(data), Subject: '产业诊断报告' });
  const steps: Array<[(d: Doc, r: DiagnosisReportData) => void, number]> = [
    [drawCover, 15],
    [drawOverview, 35],
    [drawNodes, 60],
    [(d, r) => drawItems(d, DIAGNOSIS_SECTION_TITLES.strengths, r.strengths, true), 70],
    [(d, r) => drawItems(d, DIAGNOSIS_SECTION_TITLES.weaknesses, r.weaknesses, false), 78],
    [(d, r) => drawItems(d, DIAGNOSIS_SECTION_TITLES.suggestions, r.suggestions, false), 85],
    [(d, r) => drawPageNumbers(d, titleOf(r)), 88],
  ];
  for (const [step, percent] of steps) {
    step(doc, data);
    onProgress?.(percent);
    await yieldToLoop();
  }
  const pdf = await finish();
  onProgress?.(100);
  return pdf;
}

function drawCover(doc: Doc, data: DiagnosisReportData): void {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.42).fill(COLORS.primary);
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(30)
    .text('产业诊断报告', MARGIN, height * 0.14, { width: width - 2 * MARGIN });
  doc
    .font('regular')
    .fontSize(13)
    .text('环节评分 · 优势与短板 · 发展建议', { width: width - 2 * MARGIN });
  doc.y = height * 0.5;
  doc.x = MARGIN;
  doc
    .fillColor(COLORS.text)
    .font('bold')
    .fontSize(22)
    .text(`${data.regionName} · ${data.chainName}`, { width: width - 2 * MARGIN });
  doc.moveDown(1);
  const lines: Array<[string, string]> = [
    ['诊断地区', data.regionName],
    ['产业链', data.chainName],
    ['综合得分', `${data.scores.overall}（满分 100）`],
    ['报告日期', data.generatedAt],
  ];
  for (const [label, value] of lines) {
    doc.font('regular').fontSize(12).fillColor(COLORS.muted).text(`${label}：`, MARGIN, doc.y, {
      continued: true,
    });
    doc.fillColor(COLORS.text).text(value);
    doc.moveDown(0.4);
  }
  doc
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(
      '本报告依据平台企业登记、专利等数据生成，仅供参考，不构成任何投资建议。',
      MARGIN,
      height - MARGIN - PDF_FOOTER - 20,
      { width: width - 2 * MARGIN, lineBreak: false },
    );
}

function drawOverview(doc: Doc, data: DiagnosisReportData): void {
  sectionTitle(doc, DIAGNOSIS_SECTION_TITLES.overview, true);
  doc.text(
    `${data.regionName}企业数占全国的 ${data.regionShare}%。${data.chainName}共 ${data.nodes.length} 个环节，` +
      `综合得分 ${data.scores.overall}（满分 100）。四个维度各 0–100 分，50 分相当于全国平均水平：` +
      '产业基础看区位商，企业实力看注册资本占比与同级地区排名，成长活力看近三年新设企业占比，创新能力看企业平均专利数。',
    { width: contentWidth(doc), lineGap: 3 },
  );
  doc.moveDown(0.5);
  const size = 280;
  const top = doc.y;
  drawRadar(doc, {
    cx: doc.page.width / 2,
    cy: top + size / 2 + 10,
    radius: size / 2 - 40,
    max: 100,
    axes: DIMENSIONS.map((d) => ({ name: NAMES[d], value: data.scores[d] })),
    total: data.scores.overall,
  });
  doc.x = doc.page.margins.left;
  doc.y = top + size + 30;
  table(
    doc,
    [
      { title: '维度', width: 0.5 },
      { title: '得分', width: 0.25, align: 'right' },
      { title: '满分', width: 0.25, align: 'right' },
    ],
    [
      ...DIMENSIONS.map((d) => [NAMES[d], String(data.scores[d]), '100']),
      ['综合得分', String(data.scores.overall), '100'],
    ],
  );
}

function drawNodes(doc: Doc, data: DiagnosisReportData): void {
  sectionTitle(doc, DIAGNOSIS_SECTION_TITLES.nodes, true);
  if (!data.nodes.length) {
    doc.text('暂无数据');
    return;
  }
  table(
    doc,
    [
      { title: '环节', width: 0.24 },
      { title: '状态', width: 0.08, align: 'center' },
      { title: '企业数', width: 0.1, align: 'right' },
      { title: '专利数', width: 0.1, align: 'right' },
      { title: NAMES.presence, width: 0.1, align: 'right' },
      { title: NAMES.strength, width: 0.1, align: 'right' },
      { title: NAMES.growth, width: 0.1, align: 'right' },
      { title: NAMES.innovation, width: 0.1, align: 'right' },
      { title: '综合', width: 0.08, align: 'right' },
    ],
    data.nodes.map((n) => [
      `${'　'.repeat(Math.max(0, n.level - 1))}${n.name}`,
      n.status,
      String(n.companies),
      String(n.patents),
      String(n.presence),
      String(n.strength),
      String(n.growth),
      String(n.innovation),
      String(n.overall),
    ]),
  );
}

function drawItems(doc: Doc, title: string, items: readonly DiagnosisPrintItem[], newPage: boolean): void {
  sectionTitle(doc, title, newPage);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  if (!items.length) {
    doc.text('暂无', left, doc.y, { width });
    doc.moveDown(0.8);
    return;
  }
  items.forEach((item, i) => {
    ensureSpace(doc, 60);
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(COLORS.primary)
      .text(`${i + 1}. ${item.title}`, left, doc.y, { width });
    doc.moveDown(0.2);
    for (const line of item.lines)
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(COLORS.text)
        .text(`· ${line}`, left + 12, doc.y, {
          width: width - 12,
          lineGap: 2,
        });
    doc.moveDown(0.6);
  });
  doc.x = left;
}
