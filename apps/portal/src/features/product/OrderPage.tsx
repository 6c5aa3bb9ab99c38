import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrderStatus } from '@platform/contracts/pay/constants';
import { OrderFrame } from './OrderSummary';
import { Actions, Muted, TextLink } from './styles';
import './i18n';

/**
 * /product/order?orderNo=, 订单: the order's result. Paid: success with my equity and order
 * management; unpaid: pay (→ /product/pay); cancelled: order again.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  return (
    <OrderFrame title={t('product.order.title')} orderNo={orderNo}>
      {(order) => (
        <Actions data-testid="order-result">
          {order.status === OrderStatus.PAID ? (
            <>
              <Muted role="status">{t('product.order.success')}</Muted>
              <TextLink to="/expenseCenter/userAccountDetail">{t('product.order.equity')}</TextLink>
              <TextLink to="/expenseCenter/orderManagement">{t('product.order.orders')}</TextLink>
            </>
          ) : order.status === OrderStatus.CANCELLED ? (
            <>
              <Muted>{t('product.order.cancelledNote')}</Muted>
              <TextLink to="/product/index">{t('product.order.rebuy')}</TextLink>
            </>
          ) : (
            <>
              <Muted>{t('product.order.waiting')}</Muted>
              <TextLink to={`/product/pay?orderNo=${encodeURIComponent(order.outTradeNo)}`}>
                {t('product.order.pay')}
              </TextLink>
            </>
          )}
        </Actions>
      )}
    </OrderFrame>
  );
}
