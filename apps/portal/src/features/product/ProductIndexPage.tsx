import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Empty, Spinner, toast } from '@platform/ui';
import type { Meal } from '@platform/contracts';
import { MealCode } from '@platform/contracts/constants';
import { useGoodsWords } from '../../shared/i18n/goods';
import { membershipApi } from '../membership';
import { addToCart } from './cart';
import { cheapestGoods, defaultGoods, seatBounds, yuan } from './pricing';
import { Actions, Card, Editions, Grid, Muted, Price, TextLink, Wrap } from './styles';
import './i18n';

/** The professional workspaces and services every edition includes (and what only the enterprise adds). */
const WORKSPACES = ['leads', 'finance', 'customers', 'members', 'investment', 'government'] as const;
const SERVICES = ['reports', 'industry'] as const;
type FeatureKey = (typeof WORKSPACES)[number] | (typeof SERVICES)[number] | 'admin';
const ROWS: { key: FeatureKey; personal: boolean }[] = [
  ...WORKSPACES.map((key) => ({ key, personal: true })),
  ...SERVICES.map((key) => ({ key, personal: true })),
  { key: 'admin', personal: false },
];

/** /product/index, 产品服务: the editions side by side, their comparison, buy or add to the cart. */
export default function ProductIndexPage() {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  const navigate = useNavigate();
  const { data: meals, isLoading } = membershipApi.useMealShowQuery();
  const editions = [MealCode.PERSONAL, MealCode.ENTERPRISE]
    .map((code) => meals?.find((m) => m.code === code))
    .filter((m): m is Meal => Boolean(m && m.goodsVOList.length > 0));

  const add = (meal: Meal) => {
    const goods = defaultGoods(meal);
    if (!goods) return;
    addToCart({ meal: meal.code, goodsId: goods.id, seats: seatBounds(meal).min });
    toast.success(t('product.index.added'));
  };

  const seatsText = (meal: Meal) => {
    const { min, max } = seatBounds(meal);
    return meal.code === MealCode.ENTERPRISE
      ? t('product.index.seatsRange', { min, max })
      : t('product.index.oneSeat');
  };

  return (
    <Wrap data-testid="product-index">
      <Actions style={{ justifyContent: 'space-between' }}>
        <h1>{t('product.index.title')}</h1>
        <TextLink to="/product/shoppingCard">{t('product.index.cart')}</TextLink>
      </Actions>
      <Muted>{t('product.index.lead')}</Muted>
      {isLoading ? (
        <Spinner />
      ) : editions.length === 0 ? (
        <Empty description={t('product.index.empty')} />
      ) : (
        <>
          <Editions>
            {editions.map((meal) => {
              const low = cheapestGoods(meal);
              const enterprise = meal.code === MealCode.ENTERPRISE;
              const name = mealName(meal.code, meal.mealName);
              return (
                <Card
                  key={meal.code}
                  aria-labelledby={`edition-${meal.code}`}
                  data-testid={`edition-${meal.code}`}
                >
                  <h2 id={`edition-${meal.code}`}>{name}</h2>
                  <Muted>
                    {enterprise ? t('product.index.enterpriseFor') : t('product.index.personalFor')}
                  </Muted>
                  {low && (
                    <Price data-testid={`edition-price-${meal.code}`}>
                      {enterprise
                        ? t('product.index.fromPerSeat', { price: yuan(low.price) })
                        : t('product.index.from', { price: yuan(low.price) })}
                      <Muted as="span"> {t('product.index.per', { time: goodsTime(low.goodsTime) })}</Muted>
                    </Price>
                  )}
                  <Muted>
                    {t('product.index.seats')}: {seatsText(meal)}
                  </Muted>
                  <strong>{t('product.index.includes')}</strong>
                  <ul>
                    {ROWS.filter((r) => enterprise || r.personal).map((r) => (
                      <li key={r.key}>{t(`product.features.${r.key}`)}</li>
                    ))}
                  </ul>
                  <Actions>
                    <Button
                      variant="primary"
                      aria-label={`${t('product.index.buy')} ${name}`}
                      onClick={() => void navigate(`/product/compute?meal=${meal.code}`)}
                    >
                      {t('product.index.buy')}
                    </Button>
                    <Button aria-label={`${t('product.index.addToCart')} ${name}`} onClick={() => add(meal)}>
                      {t('product.index.addToCart')}
                    </Button>
                  </Actions>
                </Card>
              );
            })}
          </Editions>
          <Grid aria-label={t('product.index.compare')}>
            <caption>{t('product.index.compare')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product.index.feature')}</th>
                {editions.map((meal) => (
                  <th scope="col" key={meal.code}>
                    {mealName(meal.code, meal.mealName)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{t(`product.features.${r.key}`)}</th>
                  {editions.map((meal) => (
                    <td key={meal.code}>
                      {meal.code === MealCode.ENTERPRISE || r.personal
                        ? t('product.index.included')
                        : t('product.index.notIncluded')}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{t('product.index.seats')}</th>
                {editions.map((meal) => (
                  <td key={meal.code}>{seatsText(meal)}</td>
                ))}
              </tr>
            </tbody>
          </Grid>
          <Muted style={{ marginTop: 12 }}>{t('product.index.invoiceNote')}</Muted>
        </>
      )}
    </Wrap>
  );
}
