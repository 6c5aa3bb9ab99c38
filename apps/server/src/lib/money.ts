import Nzh from 'nzh';

/** Fen (as stored, a number or a bigint's text; none is 0) as yuan: 14900 → 149. */
export const yuan = (fen: number | string | null | undefined) => Number(fen ?? 0) / 100;

/** Fen as yuan with two decimals and thousands separators: 14900.5 → '14,900.50'. */
export const yuanText = (fen: number) =>
  (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The amount in Chinese capitals (大写), as invoices and contracts write it (the `nzh` library):
 * 2,980,000 fen → 贰万玖仟捌佰元整.
 */
export const capitalsOf = (fen: number) => Nzh.cn.toMoney(fen / 100, { outSymbol: false });
