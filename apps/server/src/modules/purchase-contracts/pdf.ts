import PDFDocument from 'pdfkit';
import { capitalsOf, yuanText } from '../../lib/money';
import { cjkFonts } from '../../lib/pdf-fonts';

/** What the contract PDF shows: the approved contract with its copied parties, goods and payment. */
export interface ContractDocument {
  contractNo: string;
  /** 'yyyy-MM-dd' (approval) in the customer's zone. */
  signDate: string;
  /** The seller's platform ('产业链数智云平台'); the title reads 《…服务合同》. */
  platformName: string;
  partyA: {
    name: string;
    creditCode: string;
    address: string;
    contact: string;
    phone: string;
    email: string;
  };
  partyB: { name: string; address: string; phone: string };
  goods: { mealName: string; goodsTime: string; seats: number; renewal: boolean };
  amountFen: number;
  /** 'yyyy-MM-dd' both, when the order has a period. */
  period: { start: string; end: string } | null;
  payment: { outTradeNo: string; payType: number | null; payTime: string | null };
  remark: string;
  sample: boolean;
}

const INK = '#1f2329';
const MUTED = '#646a73';
const RED = '#d0342c';
const M = { top: 64, bottom: 64, left: 68, right: 68 };
const PAY_TYPES: Record<number, string> = { 1: '微信支付', 2: '支付宝' };
export const SAMPLE_LINE = '样本合同：未接入合同审核服务，仅供演示，不具法律效力';

/** 'yyyy-MM-dd' → 'yyyy年M月d日'. */
const chineseDate = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

/** The rights and obligations (第五条), numbered. */
const OBLIGATIONS = (seller: string) => [
  `乙方保证平台服务在服务期限内稳定可用，因系统升级或维护需暂停服务的，应提前在平台公告；因不可抗力或第三方原因造成的中断，乙方应及时恢复并告知甲方。`,
  `乙方对甲方在平台中存储和产生的数据承担安全保护与保密义务，未经甲方书面同意不得向任何第三方披露或用于本合同以外的目的；双方对在合作中知悉的对方商业秘密负有保密义务，该义务在合同终止后继续有效。`,
  `甲方应妥善保管平台账号及密码，账号仅限甲方及其授权人员在约定账号数量内使用，不得转让、出租或出借；因甲方保管不善造成的损失由甲方承担。`,
  `甲方应遵守国家法律法规及平台使用规则，不得利用平台从事违法活动或侵害他人合法权益。`,
  `甲方可随时通过平台申请开具本合同金额的发票，乙方应按甲方提供的开票信息及时开具。`,
  `因本合同引起的或与本合同有关的争议，双方应友好协商解决；协商不成的，任何一方均可向乙方（${seller}）所在地有管辖权的人民法院提起诉讼。`,
];

/** Draws the contract (A4, as many pages as it needs) and returns the PDF bytes; a sample carries a watermark. */
export async function renderContract(d: ContractDocument): Promise<Buffer> {
  const { regular, bold } = cjkFonts();
  const platform = d.platformName || '数智云平台';
  const title = `${platform}服务合同`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: M,
    compress: true,
    bufferPages: true,
    info: { Title: `${title} ${d.contractNo}`, Author: d.partyB.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - M.left - M.right;
  const bottom = () => doc.page.height - M.bottom;
  /** Starts a new page unless `height` more points fit on this one (a heading never ends a page). */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const para = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(INK)
      .text(text, M.left, doc.y, { width, lineGap: 4, align: 'left', ...options });
  const heading = (text: string) => {
    keep(60);
    doc.moveDown(0.6);
    doc.font('bold').fontSize(11.5).fillColor(INK).text(text, M.left, doc.y, { width });
    doc.moveDown(0.3);
  };

  // Title, number and date.
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(`《${title}》`, M.left, M.top, { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10).fillColor(MUTED);
  doc.text(`合同编号：${d.contractNo}`, { width, align: 'right' });
  doc.text(`签订日期：${chineseDate(d.signDate)}`, { width, align: 'right' });
  if (d.sample) {
    doc.moveDown(0.4);
    doc.font('bold').fontSize(10).fillColor(RED).text(SAMPLE_LINE, { width, align: 'center' });
  }
  doc.moveDown(0.8);

  // The parties.
  const party = (label: string, lines: [string, string][]) => {
    keep(24 + lines.length * 18);
    doc.font('bold').fontSize(11).fillColor(INK).text(label, M.left, doc.y, { width });
    for (const [name, value] of lines) para(`${name}：${value || '—'}`, { indent: 22, lineGap: 2 });
    doc.moveDown(0.5);
  };
  party(`甲方（买方）：${d.partyA.name}`, [
    ['统一社会信用代码', d.partyA.creditCode],
    ['地址', d.partyA.address],
    ['联系人', d.partyA.contact],
    ['联系电话', d.partyA.phone],
    ...(d.partyA.email ? [['电子邮箱', d.partyA.email] as [string, string]] : []),
  ]);
  party(`乙方（服务方）：${d.partyB.name}`, [
    ['地址', d.partyB.address],
    ['联系电话', d.partyB.phone],
  ]);
  para(
    `甲乙双方本着平等自愿、诚实信用的原则，经友好协商，就甲方订购乙方“${platform}”服务事宜，达成如下协议，以资共同遵守。`,
  );

  heading('第一条 服务内容');
  para(
    `乙方向甲方提供“${platform}”${d.goods.mealName}服务（${d.goods.renewal ? '续费' : '新购'}），` +
      `服务时长 ${d.goods.goodsTime}，账号数量 ${d.goods.seats} 个，服务内容以乙方平台公示的该版本功能为准。`,
  );

  heading('第二条 服务期限');
  para(
    d.period
      ? `服务期限自 ${chineseDate(d.period.start)} 起至 ${chineseDate(d.period.end)} 止，共 ${d.goods.goodsTime}。`
      : `服务期限为 ${d.goods.goodsTime}，自甲方支付完成、服务开通之日起计算。`,
  );

  heading('第三条 合同金额');
  para(
    `本合同总金额为人民币（大写）${capitalsOf(d.amountFen)}（小写：¥${yuanText(d.amountFen)}），` +
      `该金额已包含增值税，除此之外甲方无需向乙方支付其他费用。`,
  );

  heading('第四条 付款方式');
  const payType = (d.payment.payType && PAY_TYPES[d.payment.payType]) || '线上支付';
  para(
    `甲方已通过线上支付完成本合同全部款项：订单号 ${d.payment.outTradeNo}，支付方式 ${payType}` +
      `${d.payment.payTime ? `，支付时间 ${d.payment.payTime}` : ''}。`,
  );

  heading('第五条 双方权利与义务');
  OBLIGATIONS(d.partyB.name).forEach((clause, i) => para(`${i + 1}. ${clause}`, { indent: 0 }));

  heading('第六条 其他');
  para('本合同自乙方审核通过之日起生效，电子版本与纸质版本具有同等效力；未尽事宜，双方可另行签订补充协议。');
  if (d.remark) para(`备注：${d.remark}`);

  // Signatures, kept together on one page.
  keep(150);
  doc.moveDown(2);
  const top = doc.y;
  const half = width / 2;
  const sign = (x: number, lines: string[]) =>
    lines.forEach((line, i) =>
      doc
        .font(i === 0 ? 'bold' : 'regular')
        .fontSize(10.5)
        .fillColor(INK)
        .text(line, x, top + i * 28, { width: half - 12, lineBreak: false }),
    );
  sign(M.left, ['甲方（盖章）：', d.partyA.name, '授权代表（签字）：', `日期：${chineseDate(d.signDate)}`]);
  sign(M.left + half, [
    '乙方（盖章）：',
    d.partyB.name,
    '授权代表（签字）：',
    `日期：${chineseDate(d.signDate)}`,
  ]);

  // On every page: the page number and, for a sample, the diagonal watermark. The bottom margin is
  // lifted while drawing in it, so pdfkit never starts a page of its own.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { width: pw, height: ph } = doc.page;
    doc.page.margins.bottom = 0;
    if (d.sample) {
      doc.save().rotate(-35, { origin: [pw / 2, ph / 2] });
      doc.font('bold').fontSize(72).fillColor(RED).fillOpacity(0.12);
      doc.text('样本 SAMPLE', 0, ph / 2 - 45, { width: pw, align: 'center', lineBreak: false });
      doc.restore();
      doc.fillOpacity(1);
    }
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${d.contractNo}    第 ${i - start + 1} 页 / 共 ${count} 页`, M.left, ph - M.bottom / 2, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
