import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@platform/ui';
import type { OrderRow } from '@platform/contracts';
import { OrderStatus } from '@platform/contracts/pay/constants';
import { OrderFrame, usePayOrder } from './OrderSummary';
import { Actions, Muted, TextLink } from './styles';
import './i18n';

/** Opens the pay dialog once for an unpaid order; the button opens it again. */
function PayActions({ order }: { order: OrderRow }) {
  const { t } = useTranslation();
  const pay = usePayOrder();
  const opened = useRef('');
  const unpaid = order.status === OrderStatus.UNPAID;
  useEffect(() => {
    if (!unpaid || opened.current === order.outTradeNo) return;
    opened.current = order.outTradeNo;
    pay(order);
  }, [unpaid, order, pay]);

  const result = `/product/order?orderNo=${encodeURIComponent(order.outTradeNo)}`;
  return (
    <Actions>
      {unpaid ? (
        <Button variant="primary" onClick={() => pay(order)}>
          {t('product.order.payAgain')}
        </Button>
      ) : (
        <Muted>
          {order.status === OrderStatus.PAID ? t('product.order.success') : t('product.order.cancelledNote')}
        </Muted>
      )}
      <TextLink to={result}>{t('product.order.title')}</TextLink>
    </Actions>
  );
}

/** /product/pay?orderNo=, 支付: the order's summary and the pay dialog (QR and polling) for an unpaid order. */
export default function PayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <OrderFrame title={t('product.order.payTitle')} orderNo={params.get('orderNo')}>
      {(order) => <PayActions order={order} />}
    </OrderFrame>
  );
}
