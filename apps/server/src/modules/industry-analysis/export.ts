import ExcelJS from 'exceljs';
import type { IndustryAnalysis } from '@platform/contracts';

const CAPITAL_BAND_NAMES: Record<string, string> = {
  lt100: '100万元以下',
  '100to500': '100–500万元',
  '500to1000': '500–1000万元',
  '1000to5000': '1000–5000万元',
  ge5000: '5000万元以上',
};
const AGE_BAND_NAMES: Record<string, string> = {
  lt1: '1年以内',
  '1to3': '1–3年',
  '3to5': '3–5年',
  '5to10': '5–10年',
  '10to15': '10–15年',
  ge15: '15年以上',
};
export const STATUS_NAMES: Record<string, string> = { '1': '在营', '2': '存续', '3': '注销', '4': '吊销' };

/** The analysis as an .xlsx workbook: an overview with the bands, the nodes, growth and the top companies. */
export async function analysisWorkbook(a: IndustryAnalysis): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const bold = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).font = { bold: true });
  const overview = book.addWorksheet('概览');
  overview.addRow([`${a.regionName} · ${a.chainName} 产业分析`]);
  bold(overview, 1);
  const s = a.summary;
  for (const [name, value] of [
    ['企业数量', s.companies],
    ['注册资本合计（万元）', s.capital],
    ['平均注册资本（万元）', s.avgCapital],
    ['近三年新成立', s.newCompanies],
    ['有专利企业', s.patenting],
    ['上市企业', s.listed],
    ['全国该链企业', s.nationalCompanies],
    ['占全国比重（%）', s.nationShare],
    ['已覆盖环节', `${s.nodesPresent}/${s.nodesTotal}`],
  ] as const)
    overview.addRow([name, value]);
  const section = (title: string, rows: Array<[string, number]>) => {
    overview.addRow([]);
    overview.addRow([title, '企业数量']);
    bold(overview, overview.rowCount);
    for (const r of rows) overview.addRow(r);
  };
  section(
    '注册资本',
    a.capitalBands.map((b) => [CAPITAL_BAND_NAMES[b.key] ?? b.key, b.count]),
  );
  section(
    '成立年限',
    a.ageBands.map((b) => [AGE_BAND_NAMES[b.key] ?? b.key, b.count]),
  );
  section(
    '登记状态',
    a.statuses.map((b) => [STATUS_NAMES[b.key] ?? b.key, b.count]),
  );
  section(
    '企业规模',
    a.scales.map((b) => [b.key || '未知', b.count]),
  );
  section(
    '资质',
    a.qualifications.map((b) => [b.key, b.count]),
  );
  overview.columns.forEach((c) => (c.width = 24));

  const nodes = book.addWorksheet('产业链环节');
  nodes.addRow([
    '环节',
    '层级',
    '企业数量',
    '注册资本（万元）',
    '近三年新成立',
    '全国企业',
    '占全国比重（%）',
    '区位熵',
  ]);
  bold(nodes, 1);
  for (const n of a.nodes)
    nodes.addRow([
      n.nodeName,
      n.level,
      n.companies,
      n.capital,
      n.newCompanies,
      n.nationalCompanies,
      n.nationShare,
      n.lq,
    ]);
  nodes.columns.forEach((c, i) => (c.width = i === 0 ? 28 : 16));

  const growth = book.addWorksheet('历年新成立');
  growth.addRow(['年份', '新成立企业']);
  bold(growth, 1);
  for (const g of a.growth) growth.addRow([g.year, g.count]);

  const top = book.addWorksheet('重点企业');
  top.addRow(['企业名称', '综合评分', '注册资本（万元）', '成立日期', '企业规模']);
  bold(top, 1);
  for (const c of a.topCompanies)
    top.addRow([c.companyName, c.totalScore, c.regCapital, c.esDate ?? '', c.scale]);
  top.columns.forEach((c, i) => (c.width = i === 0 ? 36 : 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}
