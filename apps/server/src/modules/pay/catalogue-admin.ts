import { randomUUID } from 'node:crypto';
import { ResultCode, type Edition, type GoodsSaveInput } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { yuan } from '../../lib/money';
import { dailyPrice } from './catalog';
import * as repo from './catalogue-admin-repo';

/**
 * The editions and prices as the operator edits them (issue 32 item 3; docs/operator.md). Orders
 * keep the price, period and seats they were placed with, so a change reaches new orders only; a
 * price is retired, never deleted. Each save names the version it read: of two operators saving
 * the same row, the second is told (409) and nothing of theirs is written.
 */
const stale = () => new AppError('operatorStale', ResultCode.BAD_REQUEST, 409);

export async function editions(db: Q): Promise<Edition[]> {
  const { meals, goods } = await repo.catalogueRows(db);
  return meals.map((m) => ({
    mealId: m.meal_id,
    code: m.code,
    mealName: m.meal_name,
    minAccountNum: m.min_account_num,
    maxAccountNum: m.max_account_num,
    version: m.version,
    goods: goods
      .filter((g) => g.meal_id === m.meal_id)
      .map((g) => ({
        goodsId: g.goods_id,
        price: yuan(g.price_fen),
        timeValue: g.time_value,
        timeUnit: g.time_unit,
        dailyPrice: dailyPrice(g),
        isRecommend: g.is_recommend,
        sort: g.sort,
        retired: g.retired,
        version: g.version,
      })),
  }));
}

export async function saveMeal(
  db: Q,
  input: { mealId: string; version: number } & repo.MealEdit,
): Promise<Edition[]> {
  if (input.minAccountNum > input.maxAccountNum)
    throw new AppError('operatorSeatsInvalid', ResultCode.BAD_REQUEST, 400);
  if (!(await repo.mealExists(db, input.mealId)))
    throw new AppError('operatorMealNotFound', ResultCode.NOT_FOUND, 404);
  if (!(await repo.updateMeal(db, input.mealId, input.version, input))) throw stale();
  return editions(db);
}

export async function saveGoods(db: Q, input: GoodsSaveInput): Promise<Edition[]> {
  if (!(await repo.mealExists(db, input.mealId)))
    throw new AppError('operatorMealNotFound', ResultCode.NOT_FOUND, 404);
  const edit = {
    priceFen: Math.round(input.price * 100),
    timeValue: input.timeValue,
    timeUnit: input.timeUnit,
    isRecommend: input.isRecommend,
    sort: input.sort,
  };
  if (!input.goodsId)
    await repo.insertGoods(db, `G${randomUUID().slice(0, 8).toUpperCase()}`, input.mealId, edit);
  else if (!(await repo.updateGoods(db, input.goodsId, input.version ?? -1, edit))) throw stale();
  return editions(db);
}

export async function retireGoods(db: Q, input: { goodsId: string; version: number }): Promise<Edition[]> {
  if (!(await repo.retireGoods(db, input.goodsId, input.version))) throw stale();
  return editions(db);
}
