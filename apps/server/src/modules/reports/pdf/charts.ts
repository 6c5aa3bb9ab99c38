import type { ReportFinancialYear } from './report-data';

/** Charts drawn as PDF vector paths (no raster, no SVG step): they stay sharp at any zoom. */

type Doc = PDFKit.PDFDocument;

const C = {
  text: '#1f2329',
  muted: '#646a73',
  grid: '#dee0e3',
  primary: '#0659E6',
  revenue: '#0659E6',
  profit: '#36b37e',
  growth: '#ff8b00',
  debt: '#de350b',
} as const;

export interface RadarSpec {
  cx: number;
  cy: number;
  radius: number;
  max: number;
  axes: ReadonlyArray<{ name: string; value: number }>;
  total: number;
}

/** Point on axis i of n (the first straight up, clockwise) at `r` from the centre. */
export function radarPoint(
  spec: Pick<RadarSpec, 'cx' | 'cy'>,
  i: number,
  n: number,
  r: number,
): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  return [spec.cx + r * Math.cos(angle), spec.cy + r * Math.sin(angle)];
}

/** A capability radar: rings every max/5, one axis per dimension, the company's polygon filled. */
export function drawRadar(doc: Doc, spec: RadarSpec): void {
  const n = spec.axes.length;
  const rings = 5;
  doc.save();
  doc.lineWidth(0.6).strokeColor(C.grid);
  for (let ring = 1; ring <= rings; ring += 1) {
    const r = (spec.radius * ring) / rings;
    const [x0, y0] = radarPoint(spec, 0, n, r);
    doc.moveTo(x0, y0);
    for (let i = 1; i < n; i += 1) doc.lineTo(...radarPoint(spec, i, n, r));
    doc.closePath().stroke();
  }
  for (let i = 0; i < n; i += 1) {
    doc
      .moveTo(spec.cx, spec.cy)
      .lineTo(...radarPoint(spec, i, n, spec.radius))
      .stroke();
  }
  // Ring values along the first axis.
  doc.font('regular').fontSize(7).fillColor(C.muted);
  for (let ring = 1; ring <= rings; ring += 1) {
    const [x, y] = radarPoint(spec, 0, n, (spec.radius * ring) / rings);
    doc.text(String((spec.max * ring) / rings), x + 3, y - 4, { lineBreak: false });
  }
  // The company's polygon.
  const clamp = (v: number) => Math.max(0, Math.min(spec.max, v));
  const points = spec.axes.map((a, i) => radarPoint(spec, i, n, (spec.radius * clamp(a.value)) / spec.max));
  const [first, ...rest] = points;
  if (first) {
    doc.moveTo(...first);
    for (const p of rest) doc.lineTo(...p);
    doc.closePath();
    doc.fillOpacity(0.25).fillAndStroke(C.primary, C.primary);
    doc.fillOpacity(1).lineWidth(1.5);
    doc.moveTo(...first);
    for (const p of rest) doc.lineTo(...p);
    doc.closePath().strokeColor(C.primary).stroke();
    for (const p of points) doc.circle(p[0], p[1], 2.5).fill(C.primary);
  }
  // Axis labels with the score.
  spec.axes.forEach((a, i) => {
    const [x, y] = radarPoint(spec, i, n, spec.radius + 18);
    const label = `${a.name} ${Math.round(a.value)}`;
    doc.font('regular').fontSize(9).fillColor(C.text);
    const w = doc.widthOfString(label);
    const dx = Math.abs(x - spec.cx) < 1 ? -w / 2 : x < spec.cx ? -w : 0;
    doc.text(label, x + dx, y - 5, { lineBreak: false });
  });
  // Total in the middle.
  doc.font('bold').fontSize(10).fillColor(C.primary);
  const total = `综合 ${Math.round(spec.total)}`;
  doc.text(total, spec.cx - doc.widthOfString(total) / 2, spec.cy + spec.radius + 30, { lineBreak: false });
  doc.restore();
}

export interface FinancialChartSpec {
  x: number;
  y: number;
  width: number;
  height: number;
  years: readonly ReportFinancialYear[];
}

/** A "nice" axis top and step for values up to `v` (1, 2, 2.5, 5 × 10^k). */
export function niceStep(v: number, ticks = 5): number {
  if (!(v > 0)) return 1;
  const raw = v / ticks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  return step;
}

/**
 * Yearly revenue and net profit as bars (left axis, 万元, negative profit below zero) and the
 * revenue growth and debt ratio as lines (right axis, %), with a legend.
 */
export function drawFinancialChart(doc: Doc, spec: FinancialChartSpec): void {
  const { years } = spec;
  const legendH = 22;
  const axisW = 48;
  const plot = {
    x: spec.x + axisW,
    y: spec.y + legendH,
    w: spec.width - 2 * axisW,
    h: spec.height - legendH - 24,
  };
  const ticks = 5;
  const amounts = years.flatMap((f) => [f.revenue, f.netProfit]);
  const hiA = Math.max(0, ...amounts);
  const loA = Math.min(0, ...amounts);
  const stepA = niceStep(hiA - loA || 1, ticks);
  const topA = Math.ceil(hiA / stepA) * stepA || stepA;
  const botA = Math.floor(loA / stepA) * stepA;
  const rates = years.flatMap((f) => [f.revenueGrowth, f.debtRatio]);
  const hiR = Math.max(0, ...rates);
  const loR = Math.min(0, ...rates);
  const stepR = niceStep(hiR - loR || 1, ticks);
  const topR = Math.ceil(hiR / stepR) * stepR || stepR;
  const botR = Math.floor(loR / stepR) * stepR;
  const yA = (v: number) => plot.y + plot.h - ((v - botA) / (topA - botA)) * plot.h;
  const yR = (v: number) => plot.y + plot.h - ((v - botR) / (topR - botR)) * plot.h;

  doc.save();
  // Grid and left axis labels.
  doc.font('regular').fontSize(7).lineWidth(0.5);
  for (let v = botA; v <= topA + stepA / 2; v += stepA) {
    const y = yA(v);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.w, y)
      .strokeColor(v === 0 ? C.muted : C.grid)
      .stroke();
    const label = formatAmount(v);
    doc.fillColor(C.muted).text(label, plot.x - 4 - doc.widthOfString(label), y - 4, { lineBreak: false });
  }
  const rateTicks = Math.round((topR - botR) / stepR);
  for (let i = 0; i <= rateTicks; i += 1) {
    const v = botR + i * stepR;
    doc
      .fillColor(C.muted)
      .text(`${Math.round(v * 10) / 10}%`, plot.x + plot.w + 4, yR(v) - 4, { lineBreak: false });
  }
  doc.fillColor(C.muted).text('万元', plot.x - axisW + 4, plot.y - 12, { lineBreak: false });

  // Bars.
  const slot = plot.w / Math.max(1, years.length);
  const barW = Math.min(22, slot / 4);
  years.forEach((f, i) => {
    const centre = plot.x + slot * (i + 0.5);
    const bar = (value: number, x: number, color: string) => {
      const y0 = yA(0);
      const y1 = yA(value);
      doc.rect(x, Math.min(y0, y1), barW, Math.max(0.5, Math.abs(y1 - y0))).fill(color);
    };
    bar(f.revenue, centre - barW - 1, C.revenue);
    bar(f.netProfit, centre + 1, C.profit);
    doc.font('regular').fontSize(8).fillColor(C.text);
    const label = String(f.year);
    doc.text(label, centre - doc.widthOfString(label) / 2, plot.y + plot.h + 6, { lineBreak: false });
  });

  // Lines.
  const line = (values: number[], color: string, dash: boolean) => {
    if (!values.length) return;
    doc.lineWidth(1.6).strokeColor(color);
    if (dash) doc.dash(4, { space: 2 });
    values.forEach((v, i) => {
      const x = plot.x + slot * (i + 0.5);
      if (i === 0) doc.moveTo(x, yR(v));
      else doc.lineTo(x, yR(v));
    });
    doc.stroke();
    doc.undash();
    values.forEach((v, i) => doc.circle(plot.x + slot * (i + 0.5), yR(v), 2.5).fill(color));
  };
  line(
    years.map((f) => f.revenueGrowth),
    C.growth,
    false,
  );
  line(
    years.map((f) => f.debtRatio),
    C.debt,
    true,
  );

  // Legend.
  const entries: Array<[string, string, 'bar' | 'line']> = [
    ['营业收入', C.revenue, 'bar'],
    ['净利润', C.profit, 'bar'],
    ['营收增长率', C.growth, 'line'],
    ['资产负债率', C.debt, 'line'],
  ];
  let lx = plot.x;
  doc.font('regular').fontSize(8);
  for (const [name, color, kind] of entries) {
    if (kind === 'bar') doc.rect(lx, spec.y + 4, 10, 8).fill(color);
    else
      doc
        .lineWidth(1.6)
        .moveTo(lx, spec.y + 8)
        .lineTo(lx + 12, spec.y + 8)
        .strokeColor(color)
        .stroke();
    doc.fillColor(C.text).text(name, lx + 15, spec.y + 3, { lineBreak: false });
    lx += 15 + doc.widthOfString(name) + 16;
  }
  doc.restore();
}

function formatAmount(v: number): string {
  const a = Math.abs(v);
  if (a >= 10_000) return `${Math.round((v / 10_000) * 10) / 10}亿`;
  return String(Math.round(v));
}
