import { GOODS_TIME_PATTERN, type GoodsTimeUnit, type Meal } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import * as repo from './repo';
import { yuan } from '../../lib/money';

export interface ProductRow {
  product_id: string;
  product_name: string;
  business_types: number[];
}

export interface MealRow {
  meal_id: string;
  code: 'C' | 'D';
  meal_name: string;
  product_id: string;
  suitable_tenant_type: number;
  min_account_num: number;
  max_account_num: number;
}

export interface GoodsRow {
  goods_id: string;
  meal_id: string;
  price_fen: number;
  time_value: number;
  time_unit: GoodsTimeUnit;
  is_recommend: boolean;
}

const DAYS_OF_UNIT: Record<GoodsTimeUnit, number> = { 年: 365, 月: 30, 天: 1 };
const INTERVAL_OF_UNIT: Record<GoodsTimeUnit, string> = { 年: 'years', 月: 'months', 天: 'days' };

export const goodsTime = (g: Pick<GoodsRow, 'time_value' | 'time_unit'>) => `${g.time_value}${g.time_unit}`;

/** '1年' -> '1 years', for `start + $n::interval` in SQL. */
export function intervalOf(time: string): string {
  const m = GOODS_TIME_PATTERN.exec(time);
  if (!m) throw new Error(`bad goods time ${time}`);
  return `${m[1]} ${INTERVAL_OF_UNIT[m[2] as GoodsTimeUnit]}`;
}

/** Price per day in yuan, two decimals. */
export function dailyPrice(g: Pick<GoodsRow, 'price_fen' | 'time_value' | 'time_unit'>): number {
  return Math.round(g.price_fen / (g.time_value * DAYS_OF_UNIT[g.time_unit])) / 100;
}

export async function listMeals(db: Q): Promise<Meal[]> {
  const [meals, goods] = await Promise.all([repo.listMealRows(db), repo.listGoodsRows(db)]);
  return meals.map((m) => ({
    id: m.meal_id,
    code: m.code,
    mealName: m.meal_name,
    productId: m.product_id,
    suitableTenantType: m.suitable_tenant_type,
    minAccountNum: m.min_account_num,
    maxAccountNum: m.max_account_num,
    goodsVOList: goods
      .filter((g) => g.meal_id === m.meal_id)
      .map((g) => ({
        id: g.goods_id,
        mealId: g.meal_id,
        price: yuan(g.price_fen),
        goodsTime: goodsTime(g),
        dailyPrice: dailyPrice(g),
        isRecommend: g.is_recommend ? 1 : 0,
      })),
  }));
}
