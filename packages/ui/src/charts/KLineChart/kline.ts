/** One trading day (spec 2 §3): date, previous close, open, high, low, close, volume, amount. */
export interface KLineRow {
  date: string;
  preClose: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

export type KLineTuple = [string, number, number, number, number, number, number, number];

/** Rows as the server sends them (arrays in the spec's order) -> objects. */
export function toKLineRows(rows: readonly KLineTuple[]): KLineRow[] {
  return rows.map(([date, preClose, open, high, low, close, volume, amount]) => ({
    date,
    preClose,
    open,
    high,
    low,
    close,
    volume,
    amount,
  }));
}

/** Deterministic sample rows for stories and benchmarks. */
export function sampleKLine(count: number, start = new Date(Date.UTC(2020, 0, 2)), seed = 7): KLineRow[] {
  let s = seed;
  const rand = () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
  const rows: KLineRow[] = [];
  let close = 20;
  for (let i = 0; i < count; i += 1) {
    const day = new Date(start.getTime() + i * 86_400_000);
    const preClose = close;
    const open = +(preClose * (1 + (rand() - 0.5) * 0.02)).toFixed(2);
    close = +Math.max(1, open * (1 + (rand() - 0.5) * 0.06)).toFixed(2);
    const high = +(Math.max(open, close) * (1 + rand() * 0.02)).toFixed(2);
    const low = +(Math.min(open, close) * (1 - rand() * 0.02)).toFixed(2);
    const volume = Math.round(1e5 + rand() * 9e5);
    rows.push({
      date: day.toISOString().slice(0, 10),
      preClose,
      open,
      high,
      low,
      close,
      volume,
      amount: Math.round(volume * close),
    });
  }
  return rows;
}
