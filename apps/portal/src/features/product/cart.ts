import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { isMealCode, type ProductChoice } from './pricing';

/** The cart's localStorage key: `{ version: 1, lines: CartLine[] }`. */
export const CART_STORAGE_KEY = STORAGE_KEYS.productCart;
const CART_VERSION = 1;
const MAX_LINES = 20;
const CHANGED = 'platform-product-cart-changed';

export interface CartLine extends ProductChoice {
  id: string;
}

const isLine = (v: unknown): v is CartLine => {
  if (!v || typeof v !== 'object') return false;
  const line = v as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    line.id.length > 0 &&
    line.id.length <= 64 &&
    isMealCode(line.meal) &&
    typeof line.goodsId === 'string' &&
    line.goodsId.length > 0 &&
    line.goodsId.length <= 32 &&
    typeof line.seats === 'number' &&
    Number.isInteger(line.seats) &&
    line.seats >= 1 &&
    line.seats <= 100
  );
};

/**
 * The cart as stored, checked line by line: another version, bad JSON or a malformed line is
 * dropped (and a bad store is cleared). Prices are never stored: the catalogue prices each line.
 */
export function readCart(): CartLine[] {
  let text: string | null;
  try {
    text = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return [];
  }
  if (!text) return [];
  try {
    const stored = JSON.parse(text) as { version?: unknown; lines?: unknown };
    if (stored?.version !== CART_VERSION || !Array.isArray(stored.lines)) throw new Error('cart');
    return stored.lines.filter(isLine).slice(0, MAX_LINES);
  } catch {
    try {
      localStorage.removeItem(CART_STORAGE_KEY);
    } catch {
      // Nothing to clear.
    }
    return [];
  }
}

export function writeCart(lines: CartLine[]): void {
  try {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ version: CART_VERSION, lines: lines.slice(0, MAX_LINES) }),
    );
  } catch {
    // Storage full or refused: the cart in memory still holds the lines.
  }
  window.dispatchEvent(new Event(CHANGED));
}

let seq = 0;
const newId = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** Adds a choice; the same goods again replaces the seats of the line already there. */
export function addToCart(choice: ProductChoice): CartLine[] {
  const lines = readCart();
  const same = lines.find((l) => l.meal === choice.meal && l.goodsId === choice.goodsId);
  const next = same
    ? lines.map((l) => (l === same ? { ...l, seats: choice.seats } : l))
    : [...lines, { id: newId(), ...choice }];
  writeCart(next);
  return next;
}

/** The stored cart, kept in step with other tabs and pages. */
export function useCart() {
  const [lines, setLines] = useState<CartLine[]>(readCart);
  useEffect(() => {
    const sync = () => setLines(readCart());
    window.addEventListener(CHANGED, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(CHANGED, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  const save = useCallback((next: CartLine[]) => {
    setLines(next);
    writeCart(next);
  }, []);
  return { lines, save };
}
