import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Empty, Input, Spinner, toast } from '@platform/ui';
import type { Meal } from '@platform/contracts';
import { MealCode, type MealCodeValue } from '@platform/contracts/constants';
import { useGoodsWords } from '../../shared/i18n/goods';
import { membershipApi } from '../membership';
import { addToCart } from './cart';
import { choiceQuery, defaultGoods, isMealCode, seatBounds, validSeats, yuan } from './pricing';
import { Actions, Facts, Muted, Option, Options, Panel, TextLink, Total, Wrap } from './styles';
import './i18n';

/**
 * /product/compute?meal=&goods=&seats=, 价格计算: edition, duration and seats (enterprise: checked on
 * every keystroke, no price shown for seats that would not be charged), the unit price, seats ×
 * price, total and per-day price; add to the cart or buy (→ /product/preOrder with the choice).
 */
export default function ComputePage() {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: meals, isLoading } = membershipApi.useMealShowQuery();
  const asked = params.get('meal');
  const [code, setCode] = useState<MealCodeValue>(isMealCode(asked) ? asked : MealCode.PERSONAL);
  const [picked, setPicked] = useState<Record<string, string>>(() => {
    const goods = params.get('goods');
    return goods && isMealCode(asked) ? { [asked]: goods } : {};
  });
  const [seatText, setSeatText] = useState<string | null>(params.get('seats'));

  if (isLoading) return <Spinner />;
  const editions = [MealCode.PERSONAL, MealCode.ENTERPRISE]
    .map((c) => meals?.find((m) => m.code === c))
    .filter((m): m is Meal => Boolean(m && m.goodsVOList.length > 0));
  const meal = editions.find((m) => m.code === code) ?? editions[0];
  if (!meal)
    return (
      <Wrap>
        <h1>{t('product.compute.title')}</h1>
        <Empty description={t('product.compute.empty')} />
      </Wrap>
    );

  const enterprise = meal.code === MealCode.ENTERPRISE;
  const bounds = seatBounds(meal);
  const goods = defaultGoods(meal, picked[meal.code]);
  const typed = seatText ?? String(bounds.min);
  const seats = enterprise ? validSeats(typed, meal) : 1;
  const choice = goods && seats !== null ? { meal: meal.code, goodsId: goods.id, seats } : null;
  const rule = t('product.compute.seatsRule', bounds);

  return (
    <Wrap data-testid="product-compute">
      <h1>{t('product.compute.title')}</h1>
      <Panel>
        <h2 id="compute-edition">{t('product.compute.edition')}</h2>
        <Options role="radiogroup" aria-labelledby="compute-edition">
          {editions.map((m) => (
            <Option
              key={m.code}
              type="button"
              role="radio"
              aria-checked={m.code === meal.code}
              $active={m.code === meal.code}
              onClick={() => setCode(m.code)}
            >
              {mealName(m.code, m.mealName)}
            </Option>
          ))}
        </Options>
        <h2 id="compute-duration">{t('product.compute.duration')}</h2>
        <Options role="radiogroup" aria-labelledby="compute-duration">
          {meal.goodsVOList.map((g) => (
            <Option
              key={g.id}
              type="button"
              role="radio"
              aria-checked={g.id === goods?.id}
              $active={g.id === goods?.id}
              onClick={() => setPicked({ ...picked, [meal.code]: g.id })}
            >
              <span>{goodsTime(g.goodsTime)}</span>
              <Muted as="span">
                {enterprise ? t('product.compute.perSeat', { price: yuan(g.price) }) : `¥${yuan(g.price)}`}
              </Muted>
              {g.isRecommend === 1 && <Muted as="span">{t('product.compute.recommend')}</Muted>}
            </Option>
          ))}
        </Options>
        {enterprise && (
          <div style={{ maxWidth: 260, marginTop: 16 }}>
            <Input
              label={t('product.compute.seats')}
              inputMode="numeric"
              value={typed}
              suffix={t('product.compute.seatsUnit')}
              onChange={(e) => setSeatText(e.target.value.replace(/[^\d.]/g, '').slice(0, 4))}
              error={seats === null ? rule : undefined}
            />
          </div>
        )}
      </Panel>
      <Panel aria-live="polite">
        {goods && seats !== null ? (
          <Facts data-testid="compute-price">
            <dt>{t('product.compute.unitPrice')}</dt>
            <dd>
              {enterprise
                ? t('product.compute.perSeat', { price: yuan(goods.price) })
                : `¥${yuan(goods.price)}`}
            </dd>
            {enterprise && (
              <>
                <dt>{t('product.compute.subtotal')}</dt>
                <dd>{t('product.compute.subtotalValue', { count: seats, price: yuan(goods.price) })}</dd>
              </>
            )}
            <dt>{t('product.compute.total')}</dt>
            <dd>
              <Total data-testid="compute-total">¥{yuan(goods.price * seats)}</Total>
            </dd>
            <dt>{t('product.compute.daily')}</dt>
            <dd>{t('product.compute.dailyValue', { daily: (goods.dailyPrice * seats).toFixed(2) })}</dd>
          </Facts>
        ) : null}
        <Muted>{t('product.compute.preview')}</Muted>
      </Panel>
      <Actions>
        <Button
          disabled={!choice}
          onClick={() => {
            if (!choice) return;
            addToCart(choice);
            toast.success(t('product.index.added'));
          }}
        >
          {t('product.compute.addToCart')}
        </Button>
        <Button
          variant="primary"
          disabled={!choice}
          onClick={() => choice && void navigate(`/product/preOrder?${choiceQuery(choice)}`)}
        >
          {t('product.compute.buy')}
        </Button>
        <TextLink to="/product/shoppingCard">{t('product.index.cart')}</TextLink>
      </Actions>
    </Wrap>
  );
}
