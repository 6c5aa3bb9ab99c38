/** The VAT rate of information technology services (现代服务业, 6 %), by which the amounts split. */
export const VAT_RATE = 0.06;

/** An amount that includes tax, split into the net amount and the tax, in fen (the tax rounds). */
export function splitTax(grossFen: number): { netFen: number; taxFen: number } {
  const netFen = Math.round(grossFen / (1 + VAT_RATE));
  return { netFen, taxFen: grossFen - netFen };
}

/** Figures and capitals (大写) are shared with the purchase contracts (lib/money.ts). */
export { capitalsOf, yuanText } from '../../lib/money';
