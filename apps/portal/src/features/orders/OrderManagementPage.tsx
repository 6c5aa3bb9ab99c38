import { useTranslation } from 'react-i18next';
import { OrderTable, Wrap } from './OrderTable';
import './i18n';

/**
 * /expenseCenter/orderManagement: the tenant's orders by status; each opens its detail, an unpaid
 * one can be paid, a paid one invoiced.
 */
export default function OrderManagementPage() {
  const { t } = useTranslation();
  return (
    <Wrap>
      <h1>{t('orders.manageTitle')}</h1>
      <OrderTable mode="expense" />
    </Wrap>
  );
}
