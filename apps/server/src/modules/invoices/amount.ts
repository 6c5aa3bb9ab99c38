import Nzh from 'nzh';

/** The VAT rate of information technology services (现代服务业, 6 %), by which the amounts split. */
export const VAT_RATE = 0.06;

/** An amount that includes tax, split into the net amount and the tax, in fen (the tax rounds). */
export function splitTax(grossFen: number): { netFen: number; taxFen: number } {
  const netFen = Math.round(grossFen / (1 + VAT_RATE));
  return { netFen, taxFen: grossFen - netFen };
}

/** Fen as yuan with two decimals and thousands separators: 14900.5 → '14,900.50'. */
export const yuanText = (fen: number) =>
  (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount in Chinese capitals (大写), as invoices and contracts write it: 壹万肆仟玖佰元整. */
export const capitalsOf = (fen: number) => Nzh.cn.toMoney(fen / 100, { outSymbol: false });
