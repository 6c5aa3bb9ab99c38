/** Number helpers of spec 1 §9 / spec 2 §5. Non-numbers come back as '-'. */
const WAN = 10_000;
const YI = 100_000_000;

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** 1234567.5 -> '1,234,567.5'; `decimals` fixes the fraction digits. */
export function formatThousands(value: number | string | null | undefined, decimals?: number): string {
  const n = toNumber(value);
  if (n === null) return '-';
  const fixed = decimals === undefined ? String(n) : n.toFixed(decimals);
  const [int = '', frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac !== undefined ? '.' + frac : '');
}

/**
 * Abbreviates at 10,000 (万) and 100,000,000 (亿), with up to `decimals` digits; in English at
 * thousands, millions and billions (K, M, B).
 */
export function formatWan(
  value: number | string | null | undefined,
  decimals = 2,
  locale: 'zh' | 'en' = 'zh',
): string {
  const n = toNumber(value);
  if (n === null) return '-';
  if (locale === 'en') return compactEn(n, decimals);
  const abs = Math.abs(n);
  if (abs >= YI) return trim((n / YI).toFixed(decimals)) + '亿';
  if (abs >= WAN) return trim((n / WAN).toFixed(decimals)) + '万';
  return trim(n.toFixed(decimals));
}

/** 0.12345 -> '12.35%' when `ratio` (default); 12.345 -> '12.35%' with ratio false. */
export function formatPercent(value: number | string | null | undefined, ratio = true): string {
  const n = toNumber(value);
  if (n === null) return '-';
  return (ratio ? n * 100 : n).toFixed(2) + '%';
}

/** ISO codes of the currencies registered capital is given in. */
const CURRENCY_CODES: Readonly<Record<string, string>> = {
  人民币: 'CNY',
  美元: 'USD',
  港元: 'HKD',
  港币: 'HKD',
  欧元: 'EUR',
  日元: 'JPY',
  英镑: 'GBP',
};

/**
 * An amount given in 万 (ten thousands): '5,000万' (and the currency as sent, e.g. '5,000万人民币'),
 * or 'CNY 50M' in English (the currency's code; CNY when none is given).
 */
export function formatWanAmount(
  valueInWan: number | string | null | undefined,
  locale: 'zh' | 'en' = 'zh',
  currency = '',
): string {
  const n = toNumber(valueInWan);
  if (n === null) return '-';
  if (locale === 'zh') return `${formatThousands(n)}万${currency}`;
  return `${CURRENCY_CODES[currency] ?? (currency || 'CNY')} ${compactEn(n * WAN, 2)}`;
}

function compactEn(n: number, decimals: number): string {
  return new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: decimals }).format(n);
}

function trim(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
