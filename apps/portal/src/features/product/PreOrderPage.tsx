import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Checkbox, Empty, Spinner } from '@platform/ui';
import { BuyType, MealCode, TenantType } from '@platform/contracts/constants';
import { useGoodsWords } from '../../shared/i18n/goods';
import { appActions } from '../../shared/session/appSlice';
import { displayName } from '../../shared/session/userInfo';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { membershipApi, usePurchase } from '../membership';
import { readCart, writeCart } from './cart';
import { choiceQuery, isMealCode, priceChoice, yuan } from './pricing';
import { Actions, Alert, Facts, Muted, Panel, TextLink, Total, Wrap } from './styles';
import './i18n';

/**
 * /product/preOrder?meal=&goods=&seats=, 确认订单: the goods, seats and the previewed total, the
 * buyer (or a login prompt), the user agreement (required), then the spec's submit-purchase flow
 * (usePurchase: tenant switch, administrator rule, existing order, createOrder, the pay dialog).
 */
export default function PreOrderPage() {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { data: meals, isLoading } = membershipApi.useMealShowQuery();
  const user = useAppSelector((s) => (s.app.token ? s.app.userInfo : null));
  const member = useAppSelector((s) => s.app.isMemberData);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = usePurchase();

  if (isLoading) return <Spinner />;
  const meal = params.get('meal');
  const choice = isMealCode(meal)
    ? {
        meal,
        goodsId: params.get('goods') ?? '',
        seats: Number(params.get('seats') ?? (meal === MealCode.PERSONAL ? 1 : NaN)),
      }
    : null;
  const priced = choice ? priceChoice(meals, choice) : null;

  if (!choice || !priced)
    return (
      <Wrap data-testid="product-preorder">
        <h1>{t('product.preOrder.title')}</h1>
        <Empty description={t('product.preOrder.missing')}>
          <TextLink to="/product/index">{t('product.preOrder.choose')}</TextLink>
        </Empty>
      </Wrap>
    );

  const enterprise = priced.meal.code === MealCode.ENTERPRISE;
  const renew = !enterprise && Boolean(member?.isMember) && member?.tenantType === TenantType.PERSONAL;

  const onSubmit = async () => {
    setTried(true);
    if (!agreed) return;
    setBusy(true);
    try {
      const orderNo = await submit({
        meal: priced.meal,
        goodsId: priced.goods.id,
        seats: priced.seats,
        buyType: renew ? BuyType.RENEWAL : BuyType.NEW,
      });
      // Checked out from the cart: the ordered line leaves it.
      const line = params.get('line');
      if (orderNo && line) writeCart(readCart().filter((l) => l.id !== line));
    } catch {
      // The request layer already told the user.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap data-testid="product-preorder">
      <h1>{t('product.preOrder.title')}</h1>
      <Panel aria-labelledby="preorder-goods">
        <h2 id="preorder-goods">{t('product.preOrder.goods')}</h2>
        <Facts>
          <dt>{t('product.preOrder.edition')}</dt>
          <dd>{mealName(priced.meal.code, priced.meal.mealName)}</dd>
          <dt>{t('product.preOrder.duration')}</dt>
          <dd>{goodsTime(priced.goods.goodsTime)}</dd>
          <dt>{t('product.preOrder.seats')}</dt>
          <dd>{priced.seats}</dd>
          <dt>{t('product.preOrder.unitPrice')}</dt>
          <dd>¥{yuan(priced.unit)}</dd>
          <dt>{t('product.preOrder.total')}</dt>
          <dd>
            <Total data-testid="preorder-total">¥{yuan(priced.total)}</Total>
          </dd>
        </Facts>
        <Muted>{t('product.preOrder.preview')}</Muted>
        <TextLink to={`/product/compute?${choiceQuery(choice)}`}>{t('product.preOrder.back')}</TextLink>
      </Panel>
      <Panel aria-labelledby="preorder-buyer">
        <h2 id="preorder-buyer">{t('product.preOrder.buyer')}</h2>
        {user ? (
          <Facts data-testid="preorder-buyer">
            <dt>{t('product.preOrder.buyer')}</dt>
            <dd>{displayName(user)}</dd>
            <dt>{t('product.preOrder.account')}</dt>
            <dd>{user.account}</dd>
          </Facts>
        ) : (
          <Actions>
            <Muted>{t('product.preOrder.loginFirst')}</Muted>
            <Button onClick={() => dispatch(appActions.loginDialogShown(true))}>
              {t('product.preOrder.login')}
            </Button>
          </Actions>
        )}
      </Panel>
      <Actions>
        <Checkbox
          label={
            <>
              {t('product.preOrder.agree')}{' '}
              <TextLink to="/agreement/user" target="_blank">
                {t('product.preOrder.agreement')}
              </TextLink>
            </>
          }
          checked={agreed}
          aria-invalid={tried && !agreed}
          aria-describedby={tried && !agreed ? 'preorder-agree-error' : undefined}
          onChange={(e) => setAgreed(e.target.checked)}
        />
      </Actions>
      {tried && !agreed && (
        <Alert id="preorder-agree-error" role="alert">
          {t('product.preOrder.agreeRequired')}
        </Alert>
      )}
      <Actions style={{ justifyContent: 'flex-end', marginTop: 16 }}>
        <Button variant="primary" size="lg" loading={busy} onClick={() => void onSubmit()}>
          {t('product.preOrder.submit')}
        </Button>
      </Actions>
    </Wrap>
  );
}
