import { useTranslation } from 'react-i18next';
import { OrderTable, Wrap } from './OrderTable';
import './i18n';

/** /user/order/list: the tenant's orders with status; an unpaid one can be paid again. */
export default function OrderListPage() {
  const { t } = useTranslation();
  return (
    <Wrap>
      <h1>{t('orders.listTitle')}</h1>
      <OrderTable mode="list" />
    </Wrap>
  );
}
