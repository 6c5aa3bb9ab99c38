import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  PDF_COLORS,
  PDF_FOOTER,
  PDF_MARGIN as MARGIN,
  bottomOf,
  contentWidth,
  drawPageNumbers,
  ensureSpace,
  openA4,
  sectionTitle,
  table,
  type Doc,
} from '../../../lib/pdf-layout';
import { drawFinancialChart, drawRadar } from './charts';
import { CAPABILITY_DIMENSIONS, CAPABILITY_MAX, type ReportData } from './report-data';

export const SECTION_TITLES = {
  facts: '一、企业基本信息',
  tags: '二、企业标签',
  shareholders: '三、股东信息',
  capability: '四、企业能力评估',
  financials: '五、财务概况',
  dynamics: '六、企业动态',
} as const;

export const COLORS = {
  ...PDF_COLORS,
  revenue: '#0659E6',
  profit: '#36b37e',
  growth: '#ff8b00',
  debt: '#de350b',
} as const;

/**
 * Draws a multi-page company report (A4) and returns the PDF bytes. Pure: the same data gives the
 * same drawing (the PDF's creation date aside). It yields to the event loop between sections so a
 * server drawing several reports keeps answering; onProgress gets 1–100 in order.
 */
export async function renderCompanyReport(
  data: ReportData,
  onProgress?: (percent: number) => void,
): Promise<Buffer> {
  const { doc, finish } = openA4({
    Title: `${data.company.name} ${data.solution ? '招商解决方案' : '企业报告'}`,
    Subject: '企业报告',
  });

  const steps: Array<[(d: Doc, r: ReportData) => void, number]> = [
    [drawCover, 10],
    [drawFacts, 25],
    [drawTags, 35],
    [drawShareholders, 45],
    [drawCapability, 60],
    [drawFinancials, 75],
    [drawDynamics, 85],
    [(d, r) => drawPageNumbers(d, r.company.name), 88],
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

// ---------------------------------------------------------------- layout helpers

function subTitle(doc: Doc, title: string): void {
  ensureSpace(doc, 40);
  doc.x = doc.page.margins.left;
  doc.font('bold').fontSize(11).fillColor(COLORS.primary).text(title);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor(COLORS.text);
}

function paragraph(doc: Doc, text: string): void {
  doc.x = doc.page.margins.left;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(COLORS.text)
    .text(text || '暂无数据', { width: contentWidth(doc), lineGap: 3 });
  doc.moveDown(0.6);
}

const num = (n: number, digits = 2) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : '-';
const orDash = (s: string | null | undefined) => (s && s.trim() ? s : '-');

// ---------------------------------------------------------------- sections

function drawCover(doc: Doc, data: ReportData): void {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.42).fill(COLORS.primary);
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(30)
    .text(data.solution ? '招商解决方案' : '企业分析报告', MARGIN, height * 0.14, {
      width: width - 2 * MARGIN,
    });
  doc
    .font('regular')
    .fontSize(13)
    .text(data.solution ? '目标企业招商研判 · 企业画像' : '企业画像 · 能力评估 · 经营概况', {
      width: width - 2 * MARGIN,
    });
  doc.y = height * 0.5;
  doc.x = MARGIN;
  doc
    .fillColor(COLORS.text)
    .font('bold')
    .fontSize(22)
    .text(data.company.name, { width: width - 2 * MARGIN });
  doc.moveDown(1);
  const lines: Array<[string, string]> = [
    ['统一社会信用代码', data.company.creditCode],
    ['所属地区', orDash(data.company.region)],
    ...(data.targetRegion ? ([['目标地区', data.targetRegion]] as Array<[string, string]>) : []),
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
      '本报告依据公开登记信息与平台数据生成，仅供参考，不构成任何投资建议。',
      MARGIN,
      height - MARGIN - PDF_FOOTER - 20,
      { width: width - 2 * MARGIN, lineBreak: false },
    );
}

function drawFacts(doc: Doc, data: ReportData): void {
  sectionTitle(doc, SECTION_TITLES.facts, true);
  const c = data.company;
  const pairs: Array<[string, string]> = [
    ['企业名称', c.name],
    ['统一社会信用代码', c.creditCode],
    ['法定代表人', orDash(c.legalPerson)],
    ['登记状态', orDash(c.status)],
    ['成立日期', orDash(c.establishedDate)],
    ['注册资本', `${num(c.regCapital)} 万${c.regCapitalCurrency || '人民币'}`],
    ['所属地区', orDash(c.region)],
    ['所属行业', orDash(c.industry)],
    ['企业规模', orDash(c.scale)],
    ['企业类型', orDash(c.companyType)],
    ['融资阶段', orDash(c.financingStage)],
    ['员工人数', c.employees ? `${num(c.employees, 0)} 人` : '-'],
    ['上市情况', orDash(c.listing)],
    ['实际控制人', orDash(c.controller)],
    ['联系电话', orDash(c.phone)],
    ['电子邮箱', orDash(c.email)],
  ];
  const rows: string[][] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const a = pairs[i] ?? ['', ''];
    const b = pairs[i + 1] ?? ['', ''];
    rows.push([a[0], a[1], b[0], b[1]]);
  }
  table(
    doc,
    [
      { title: '项目', width: 0.17 },
      { title: '内容', width: 0.33 },
      { title: '项目', width: 0.17 },
      { title: '内容', width: 0.33 },
    ],
    rows,
  );
  subTitle(doc, '注册地址');
  paragraph(doc, c.address);
  subTitle(doc, '企业简介');
  paragraph(doc, c.description);
  subTitle(doc, '经营范围');
  paragraph(doc, c.businessScope);
}

function drawTags(doc: Doc, data: ReportData): void {
  sectionTitle(doc, SECTION_TITLES.tags);
  const groups = data.tags.filter((g) => g.items.length);
  if (!groups.length) return paragraph(doc, '暂无数据');
  const left = doc.page.margins.left;
  const right = left + contentWidth(doc);
  for (const group of groups) {
    subTitle(doc, group.title);
    doc.font('regular').fontSize(9);
    let x = left;
    let y = doc.y;
    for (const tag of group.items) {
      const w = doc.widthOfString(tag) + 16;
      if (x + w > right) {
        x = left;
        y += 24;
      }
      if (y + 24 > bottomOf(doc)) {
        doc.addPage();
        x = left;
        y = doc.y;
      }
      doc.roundedRect(x, y, w, 18, 3).lineWidth(0.6).fillAndStroke(COLORS.fill, COLORS.primary);
      doc.fillColor(COLORS.primary).text(tag, x + 8, y + 3, { lineBreak: false });
      x += w + 8;
    }
    doc.x = left;
    doc.y = y + 32;
  }
}

function drawShareholders(doc: Doc, data: ReportData): void {
  sectionTitle(doc, SECTION_TITLES.shareholders);
  if (!data.shareholders.length) return paragraph(doc, '暂无数据');
  table(
    doc,
    [
      { title: '序号', width: 0.08, align: 'center' },
      { title: '股东名称', width: 0.46 },
      { title: '股东类型', width: 0.14, align: 'center' },
      { title: '持股比例', width: 0.14, align: 'right' },
      { title: '认缴出资（万元）', width: 0.18, align: 'right' },
    ],
    data.shareholders.map((s, i) => [
      String(i + 1),
      s.name,
      s.kind,
      `${num(s.ratio)}%`,
      num(s.subscribedCapital),
    ]),
  );
}

function drawCapability(doc: Doc, data: ReportData): void {
  sectionTitle(doc, SECTION_TITLES.capability, true);
  const { scores, total, levelName } = data.capability;
  doc.text(
    `综合得分 ${num(total, 0)}（满分 ${CAPABILITY_MAX}），能力等级：${orDash(levelName)}。` +
      '六个维度各以 900 分为满分，由企业登记、经营、创新、风险等数据综合评估。',
    { width: contentWidth(doc), lineGap: 3 },
  );
  doc.moveDown(0.5);
  const size = 300;
  const top = doc.y;
  drawRadar(doc, {
    cx: doc.page.width / 2,
    cy: top + size / 2 + 10,
    radius: size / 2 - 40,
    max: CAPABILITY_MAX,
    axes: CAPABILITY_DIMENSIONS.map((name) => ({ name, value: scores[name] })),
    total,
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
      ...CAPABILITY_DIMENSIONS.map((name) => [name, num(scores[name], 0), String(CAPABILITY_MAX)]),
      ['综合得分', num(total, 0), String(CAPABILITY_MAX)],
    ],
  );
}

function drawFinancials(doc: Doc, data: ReportData): void {
  sectionTitle(doc, SECTION_TITLES.financials, true);
  if (!data.financials.length) return paragraph(doc, '暂无数据');
  table(
    doc,
    [
      { title: '年度', width: 0.1, align: 'center' },
      { title: '营业收入', width: 0.16, align: 'right' },
      { title: '净利润', width: 0.16, align: 'right' },
      { title: '总资产', width: 0.16, align: 'right' },
      { title: '净资产', width: 0.16, align: 'right' },
      { title: '营收增长率', width: 0.13, align: 'right' },
      { title: '资产负债率', width: 0.13, align: 'right' },
    ],
    data.financials.map((f) => [
      String(f.year),
      num(f.revenue),
      num(f.netProfit),
      num(f.totalAssets),
      num(f.netAssets),
      `${num(f.revenueGrowth)}%`,
      `${num(f.debtRatio)}%`,
    ]),
  );
  doc.font('regular').fontSize(8).fillColor(COLORS.muted).text('金额单位：万元');
  doc.moveDown(0.8);
  const height = 260;
  ensureSpace(doc, height + 20);
  drawFinancialChart(doc, {
    x: doc.page.margins.left,
    y: doc.y,
    width: contentWidth(doc),
    height,
    years: data.financials,
  });
  doc.x = doc.page.margins.left;
  doc.y += height + 16;
}

function drawDynamics(doc: Doc, data: ReportData): void {
  sectionTitle(doc, SECTION_TITLES.dynamics, true);
  if (!data.dynamics.length) return paragraph(doc, '暂无数据');
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  for (const d of data.dynamics) {
    const content = d.content.length > 240 ? `${d.content.slice(0, 240)}…` : d.content;
    doc.font('bold').fontSize(10.5);
    const h =
      doc.heightOfString(d.title, { width }) +
      doc.font('regular').fontSize(9).heightOfString(content, { width, lineGap: 2 }) +
      34;
    ensureSpace(doc, h);
    doc.font('bold').fontSize(10.5).fillColor(COLORS.text).text(d.title, left, doc.y, { width });
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(`${orDash(d.date)}  ${orDash(d.source)}`, { width });
    doc.moveDown(0.2);
    doc.fontSize(9).fillColor(COLORS.text).text(content, { width, lineGap: 2 });
    doc.moveDown(0.4);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
    doc.moveDown(0.6);
  }
}
