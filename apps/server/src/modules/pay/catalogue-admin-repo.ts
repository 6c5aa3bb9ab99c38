import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'pay'>;

/** Meals and all their goods, retired ones included (the operator console). */
export async function catalogueRows(db: Queries) {
  const [meals, goods] = await Promise.all([
    db.selectFrom('pay_meals').selectAll().orderBy('code').execute(),
    db.selectFrom('pay_goods').selectAll().orderBy('retired').orderBy('sort').orderBy('price_fen').execute(),
  ]);
  return { meals, goods };
}

export interface MealEdit {
  mealName: string;
  minAccountNum: number;
  maxAccountNum: number;
}

/** Saves a meal if it is still at `version`; false when another save came first. */
export async function updateMeal(db: Queries, mealId: string, version: number, edit: MealEdit) {
  const row = await db
    .updateTable('pay_meals')
    .set((eb) => ({
      meal_name: edit.mealName,
      min_account_num: edit.minAccountNum,
      max_account_num: edit.maxAccountNum,
      version: eb('version', '+', 1),
    }))
    .where('meal_id', '=', mealId)
    .where('version', '=', version)
    .returning('meal_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface GoodsEdit {
  priceFen: number;
  timeValue: number;
  timeUnit: '年' | '月' | '天';
  isRecommend: boolean;
  sort: number;
}

export const mealExists = async (db: Queries, mealId: string) =>
  (await db.selectFrom('pay_meals').select('meal_id').where('meal_id', '=', mealId).executeTakeFirst()) !==
  undefined;

export async function insertGoods(db: Queries, goodsId: string, mealId: string, edit: GoodsEdit) {
  await db
    .insertInto('pay_goods')
    .values({
      goods_id: goodsId,
      meal_id: mealId,
      price_fen: edit.priceFen,
      time_value: edit.timeValue,
      time_unit: edit.timeUnit,
      is_recommend: edit.isRecommend,
      sort: edit.sort,
    })
    .execute();
}

/** Saves a price if it is still at `version` and on offer; false when another save came first. */
export async function updateGoods(db: Queries, goodsId: string, version: number, edit: GoodsEdit) {
  const row = await db
    .updateTable('pay_goods')
    .set((eb) => ({
      price_fen: edit.priceFen,
      time_value: edit.timeValue,
      time_unit: edit.timeUnit,
      is_recommend: edit.isRecommend,
      sort: edit.sort,
      version: eb('version', '+', 1),
    }))
    .where('goods_id', '=', goodsId)
    .where('version', '=', version)
    .where('retired', '=', false)
    .returning('goods_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stops offering a price (orders that bought it keep it); false when another save came first. */
export async function retireGoods(db: Queries, goodsId: string, version: number) {
  const row = await db
    .updateTable('pay_goods')
    .set((eb) => ({ retired: true, version: eb('version', '+', 1) }))
    .where('goods_id', '=', goodsId)
    .where('version', '=', version)
    .returning('goods_id')
    .executeTakeFirst();
  return row !== undefined;
}
