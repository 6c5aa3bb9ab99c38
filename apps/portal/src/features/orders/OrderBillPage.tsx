import { useTranslation } from 'react-i18next';
import { OrderTable, Wrap } from './OrderTable';
import './i18n';

/** /user/order/bill: paid orders with amount, method, payment time and period. */
export default function OrderBillPage() {
  const { t } = useTranslation();
  return (
    <Wrap>
      <h1>{t('orders.billTitle')}</h1>
      <OrderTable mode="bill" />
    </Wrap>
  );
}
