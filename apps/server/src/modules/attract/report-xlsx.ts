import ExcelJS from 'exceljs';
import type { ProjectReport } from '@platform/contracts';

/** The monthly report as an .xlsx workbook: a sheet by stage and a sheet of the projects. */
export async function reportWorkbook(r: ProjectReport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(`${r.month}-01T00:00:00+08:00`);
  const summary = book.addWorksheet('分阶段统计');
  summary.addRow([`${r.regionName} 招商项目月报（${r.month}）`]);
  summary.addRow([
    '项目总数',
    r.total,
    '本月新增',
    r.created,
    '本月跟进记录',
    r.recordsLogged,
    '计划投资（万元）',
    r.totalAmount,
  ]);
  summary.addRow([]);
  summary.addRow(['阶段', '项目数', '计划投资（万元）', '本月进入']);
  for (const s of r.stages) summary.addRow([s.name, s.count, s.amount, s.entered]);
  summary.getRow(4).font = { bold: true };
  summary.columns.forEach((c) => (c.width = 18));
  const list = book.addWorksheet('项目清单');
  list.addRow([
    '项目名称',
    '企业',
    '产业链环节',
    '月末阶段',
    '计划投资（万元）',
    '用地（亩）',
    '就业人数',
    '负责人',
    '本月进入该阶段',
  ]);
  list.getRow(1).font = { bold: true };
  for (const p of r.projects)
    list.addRow([
      p.name,
      p.companyName,
      p.chainNodeName ?? '',
      p.stageName,
      p.amount ?? '',
      p.land ?? '',
      p.jobs ?? '',
      p.ownerName,
      p.movedThisMonth ? '是' : '',
    ]);
  list.columns.forEach((c, i) => (c.width = i < 2 ? 32 : 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}
