import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Spinner } from '@platform/ui';
import type { OrderRow } from '@platform/contracts';
import { MealCode, PayType } from '@platform/contracts/constants';
import { OrderStatus } from '@platform/contracts/pay/constants';
import { useGoodsWords } from '../../shared/i18n/goods';
import { appActions } from '../../shared/session/appSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { membershipActions } from '../membership';
import { ordersApi } from '../orders';
import { yuan } from './pricing';
import { Actions, Facts, Muted, Panel, TextLink, Total, Wrap } from './styles';
import './i18n';

const ORDER_NO = /^[A-Za-z0-9]{8,32}$/;

/** Opens the pay dialog for an unpaid order, as the order list's pay-again does. */
export function usePayOrder() {
  const dispatch = useAppDispatch();
  return useCallback(
    (o: OrderRow) =>
      dispatch(
        membershipActions.payStarted({
          orderNo: o.outTradeNo,
          mealCode: o.mealCode === MealCode.ENTERPRISE ? MealCode.ENTERPRISE : MealCode.PERSONAL,
          goodsTime: o.goodsTime,
          seats: o.accountNum,
          price: o.price,
          tenantName: o.tenantName,
          buyerName: o.buyerName,
          payType: o.payType === PayType.ALIPAY ? PayType.ALIPAY : PayType.WECHAT,
        }),
      ),
    [dispatch],
  );
}

/**
 * One order by `?orderNo=` for /product/order and /product/pay: a login prompt when nobody is
 * logged in, the summary, then what the page adds for the order (`children`).
 */
export function OrderFrame({
  title,
  orderNo,
  children,
}: {
  title: string;
  orderNo: string | null;
  children: (order: OrderRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.app.token && s.app.userInfo));
  const valid = Boolean(orderNo && ORDER_NO.test(orderNo));
  const {
    data: order,
    isLoading,
    isError,
  } = ordersApi.useOrderDetailQuery({ outTradeNo: orderNo ?? '' }, { skip: !signedIn || !valid });

  let body: ReactNode;
  if (!signedIn)
    body = (
      <Actions>
        <Muted>{t('product.order.loginFirst')}</Muted>
        <Button onClick={() => dispatch(appActions.loginDialogShown(true))}>
          {t('product.order.login')}
        </Button>
      </Actions>
    );
  else if (!valid)
    body = (
      <Empty description={t('product.order.noOrder')}>
        <TextLink to="/expenseCenter/orderManagement">{t('product.order.orders')}</TextLink>
      </Empty>
    );
  else if (isLoading) body = <Spinner />;
  else if (isError || !order)
    body = (
      <Empty description={t('product.order.notFound')}>
        <TextLink to="/expenseCenter/orderManagement">{t('product.order.orders')}</TextLink>
      </Empty>
    );
  else {
    const status =
      order.status === OrderStatus.PAID
        ? t('product.order.paid')
        : order.status === OrderStatus.CANCELLED
          ? t('product.order.cancelled')
          : t('product.order.unpaid');
    body = (
      <>
        <Panel>
          <Facts data-testid="order-summary">
            <dt>{t('product.order.orderNo')}</dt>
            <dd>{order.outTradeNo}</dd>
            <dt>{t('product.order.goods')}</dt>
            <dd>
              {t('product.order.goodsValue', {
                meal: mealName(order.mealCode, order.mealName),
                time: goodsTime(order.goodsTime),
                seats: order.accountNum,
              })}
            </dd>
            <dt>{t('product.order.amount')}</dt>
            <dd>
              <Total>¥{yuan(order.price)}</Total>
            </dd>
            <dt>{t('product.order.status')}</dt>
            <dd data-testid="order-status">{status}</dd>
            <dt>{t('product.order.createTime')}</dt>
            <dd>{order.createTime}</dd>
            {order.payTime && (
              <>
                <dt>{t('product.order.payTime')}</dt>
                <dd>{order.payTime}</dd>
              </>
            )}
          </Facts>
        </Panel>
        {children(order)}
      </>
    );
  }

  return (
    <Wrap data-testid="product-order">
      <h1>{title}</h1>
      {body}
    </Wrap>
  );
}
