import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Empty, Input, Spinner } from '@platform/ui';
import { MealCode } from '@platform/contracts/constants';
import { useGoodsWords } from '../../shared/i18n/goods';
import { membershipApi } from '../membership';
import { useCart, type CartLine } from './cart';
import { choiceQuery, priceChoice, seatBounds, validSeats, yuan } from './pricing';
import { Actions, Grid, Muted, TextLink, Total, Wrap } from './styles';
import './i18n';

/**
 * /product/shoppingCard, 购物车: the lines kept in localStorage, priced by the catalogue; change
 * seats, remove, select one line (one membership per order) and check out (→ /product/preOrder).
 */
export default function CartPage() {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  const navigate = useNavigate();
  const { data: meals, isLoading } = membershipApi.useMealShowQuery();
  const { lines, save } = useCart();
  const [selected, setSelected] = useState<string | null>(null);
  // Seats as typed per line; a line keeps its stored seats until the typed count is valid.
  const [typed, setTyped] = useState<Record<string, string>>({});

  if (isLoading) return <Spinner />;
  const chosen = lines.find((l) => l.id === selected) ?? null;
  const chosenPrice = chosen ? priceChoice(meals, chosen) : null;
  const chosenTyped = chosen ? typed[chosen.id] : undefined;
  const ready =
    chosenPrice !== null && (chosenTyped === undefined || validSeats(chosenTyped, chosenPrice.meal) !== null);

  const remove = (line: CartLine) => {
    save(lines.filter((l) => l.id !== line.id));
    if (selected === line.id) setSelected(null);
  };

  return (
    <Wrap data-testid="product-cart">
      <h1>{t('product.cart.title')}</h1>
      {lines.length === 0 ? (
        <Empty description={t('product.cart.empty')}>
          <TextLink to="/product/index">{t('product.cart.browse')}</TextLink>
        </Empty>
      ) : (
        <>
          <Grid>
            <caption>{t('product.cart.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product.cart.select')}</th>
                <th scope="col">{t('product.cart.edition')}</th>
                <th scope="col">{t('product.cart.duration')}</th>
                <th scope="col">{t('product.cart.seats')}</th>
                <th scope="col">{t('product.cart.price')}</th>
                <th scope="col">{t('product.cart.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const meal = meals?.find((m) => m.code === line.meal);
                const goods = meal?.goodsVOList.find((g) => g.id === line.goodsId);
                const name =
                  `${mealName(line.meal, meal?.mealName ?? line.meal)} ${goods ? goodsTime(goods.goodsTime) : ''}`.trim();
                const priced = priceChoice(meals, line);
                const text = typed[line.id] ?? String(line.seats);
                const seatsOk = meal ? validSeats(text, meal) : null;
                const bounds = meal ? seatBounds(meal) : { min: 1, max: 1 };
                return (
                  <tr key={line.id} data-testid="cart-line">
                    <td>
                      <input
                        type="radio"
                        name="cart-line"
                        aria-label={t('product.cart.selectLine', { name })}
                        checked={selected === line.id}
                        disabled={!priced}
                        onChange={() => setSelected(line.id)}
                      />
                    </td>
                    <td>{mealName(line.meal, meal?.mealName ?? line.meal)}</td>
                    <td>
                      {goods ? (
                        goodsTime(goods.goodsTime)
                      ) : (
                        <Muted as="span">{t('product.cart.unavailable')}</Muted>
                      )}
                    </td>
                    <td>
                      {meal?.code === MealCode.ENTERPRISE ? (
                        <Input
                          aria-label={t('product.cart.seatsOf', { name })}
                          inputMode="numeric"
                          value={text}
                          style={{ width: 80 }}
                          error={seatsOk === null ? t('product.compute.seatsRule', bounds) : undefined}
                          onChange={(e) => {
                            const raw = e.target.value.replace(/[^\d.]/g, '').slice(0, 4);
                            setTyped({ ...typed, [line.id]: raw });
                            const n = validSeats(raw, meal);
                            if (n !== null)
                              save(lines.map((l) => (l.id === line.id ? { ...l, seats: n } : l)));
                          }}
                        />
                      ) : (
                        line.seats
                      )}
                    </td>
                    <td data-testid="cart-line-price">
                      {priced && seatsOk !== null ? `¥${yuan(priced.total)}` : '-'}
                    </td>
                    <td>
                      <Button
                        size="sm"
                        aria-label={t('product.cart.removeLine', { name })}
                        onClick={() => remove(line)}
                      >
                        {t('product.cart.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Grid>
          <Muted style={{ margin: '12px 0' }}>{t('product.cart.hint')}</Muted>
          <Actions style={{ justifyContent: 'flex-end' }}>
            <span>
              {t('product.cart.total')}:{' '}
              <Total data-testid="cart-total">{chosenPrice ? `¥${yuan(chosenPrice.total)}` : '-'}</Total>
            </span>
            <Button
              variant="primary"
              disabled={!ready}
              onClick={() =>
                ready &&
                chosen &&
                void navigate(
                  `/product/preOrder?${choiceQuery(chosen)}&line=${encodeURIComponent(chosen.id)}`,
                )
              }
            >
              {t('product.cart.checkout')}
            </Button>
          </Actions>
        </>
      )}
    </Wrap>
  );
}
