import { useTranslation } from 'react-i18next';

const UNITS = { 年: 'year', 月: 'month', 天: 'day' } as const;

/**
 * Goods durations ('1年', '6月', '7天') and edition names by meal code, in the interface's
 * language: the server sends both in Chinese (spec 1 §3). Anything else is shown as sent.
 */
export function useGoodsWords() {
  const { t } = useTranslation();
  const goodsTime = (value: string) => {
    const m = /^(\d+)(年|月|天)$/.exec(value.trim());
    if (!m) return value;
    const count = Number(m[1]);
    const unit = UNITS[m[2] as keyof typeof UNITS];
    return count === 1 ? t(`goods.${unit}`, { count }) : t(`goods.${unit}s`, { count });
  };
  const mealName = (code: string, sent: string) =>
    code === 'C' || code === 'D' ? t(`goods.meal.${code}`) : sent;
  return { goodsTime, mealName };
}

/** An order's goods in one line, in the reader's language: edition, duration and seats. */
export function useGoodsText() {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  return (goods: { mealCode: string; mealName: string; goodsTime: string; accountNum: number }) =>
    t('goods.line', {
      meal: mealName(goods.mealCode, goods.mealName),
      time: goodsTime(goods.goodsTime),
      seats: goods.accountNum,
    });
}
