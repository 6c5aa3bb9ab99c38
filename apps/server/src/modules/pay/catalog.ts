import { GOODS_TIME_PATTERN, type GoodsTimeUnit, type Meal } from '@platform/contracts';
import type { Queryable } from '../../db/db';

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

export const yuan = (fen: number) => fen / 100;

/** Price per day in yuan, two decimals. */
export function dailyPrice(g: Pick<GoodsRow, 'price_fen' | 'time_value' | 'time_unit'>): number {
  return Math.round(g.price_fen / (g.time_value * DAYS_OF_UNIT[g.time_unit])) / 100;
}

export async function listMeals(db: Queryable): Promise<Meal[]> {
  const meals = await db.query<MealRow>('select * from pay_meals order by code');
  const goods = await db.query<GoodsRow>('select * from pay_goods order by sort, price_fen');
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

export async function findMeal(db: Queryable, mealId: string): Promise<MealRow | undefined> {
  const [row] = await db.query<MealRow>('select * from pay_meals where meal_id = $1', [mealId]);
  return row;
}

export async function findGoods(
  db: Queryable,
  mealId: string,
  goodsId: string,
): Promise<GoodsRow | undefined> {
  const [row] = await db.query<GoodsRow>('select * from pay_goods where goods_id = $1 and meal_id = $2', [
    goodsId,
    mealId,
  ]);
  return row;
}

export async function findProduct(db: Queryable, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    'select product_id, product_name, business_types from pay_products where product_id = $1',
    [productId],
  );
  return row;
}

export function listProducts(db: Queryable): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    'select product_id, product_name, business_types from pay_products order by sort',
  );
}

/** Products that make a tenant a member (the meals' products). */
export async function memberProductIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ product_id: string }>('select distinct product_id from pay_meals');
  return rows.map((r) => r.product_id);
}
