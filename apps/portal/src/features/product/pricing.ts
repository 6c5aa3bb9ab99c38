import type { Goods, Meal } from '@platform/contracts';
import { MealCode, type MealCodeValue } from '@platform/contracts/constants';
import { SEATS_MAX, SEATS_MIN } from '@platform/contracts/pay/constants';

/** Seats the meal may be bought with: 1 for the personal edition, its min..max within 10-100 for the enterprise. */
export function seatBounds(meal: Pick<Meal, 'code' | 'minAccountNum' | 'maxAccountNum'>): {
  min: number;
  max: number;
} {
  if (meal.code !== MealCode.ENTERPRISE) return { min: 1, max: 1 };
  return { min: Math.max(SEATS_MIN, meal.minAccountNum), max: Math.min(SEATS_MAX, meal.maxAccountNum) };
}

/** A whole number of seats within the meal's bounds, else null (spec 1 §5 Seat count). */
export function validSeats(
  raw: string | number,
  meal: Pick<Meal, 'code' | 'minAccountNum' | 'maxAccountNum'>,
): number | null {
  const text = String(raw).trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  const { min, max } = seatBounds(meal);
  return n >= min && n <= max ? n : null;
}

/** The cheapest goods of a meal (the "from" price of the catalogue). */
export function cheapestGoods(meal: Meal): Goods | undefined {
  return meal.goodsVOList.reduce<Goods | undefined>(
    (low, g) => (!low || g.price < low.price ? g : low),
    undefined,
  );
}

/** The goods shown first: the one asked for, the recommended one, else the first. */
export function defaultGoods(meal: Meal, asked?: string | null): Goods | undefined {
  return (
    meal.goodsVOList.find((g) => g.id === asked) ??
    meal.goodsVOList.find((g) => g.isRecommend === 1) ??
    meal.goodsVOList[0]
  );
}

export const isMealCode = (v: unknown): v is MealCodeValue =>
  v === MealCode.PERSONAL || v === MealCode.ENTERPRISE;

/** A choice of goods and seats, as the query strings and the cart carry it (never a price). */
export interface ProductChoice {
  meal: MealCodeValue;
  goodsId: string;
  seats: number;
}

/** The priced preview of a choice against the catalogue, or null when it cannot be bought. */
export interface PricedChoice {
  meal: Meal;
  goods: Goods;
  seats: number;
  /** Yuan per seat (enterprise) or for the edition (personal). */
  unit: number;
  total: number;
}

export function priceChoice(meals: readonly Meal[] | undefined, choice: ProductChoice): PricedChoice | null {
  const meal = meals?.find((m) => m.code === choice.meal);
  const goods = meal?.goodsVOList.find((g) => g.id === choice.goodsId);
  if (!meal || !goods) return null;
  const seats = validSeats(choice.seats, meal);
  if (seats === null) return null;
  return { meal, goods, seats, unit: goods.price, total: goods.price * seats };
}

/** `?meal=D&goods=G2001&seats=12`: the choice the compute and pre-order pages share. */
export function choiceQuery(choice: ProductChoice): string {
  return new URLSearchParams({
    meal: choice.meal,
    goods: choice.goodsId,
    seats: String(choice.seats),
  }).toString();
}

/** Yuan without decimals when whole, else two (the per-day price). */
export const yuan = (v: number): string =>
  Number.isInteger(v)
    ? v.toLocaleString('en-US')
    : v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
