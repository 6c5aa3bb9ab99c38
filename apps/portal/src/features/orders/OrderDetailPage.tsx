import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Spinner, formatDateTime, formatThousands } from '@platform/ui';
import { useGoodsWords } from '../../shared/i18n/goods';
import { useOrderDetailQuery } from './ordersApi';
import { TextLink, Wrap, usePayAgain } from './OrderTable';
import './i18n';

const STATUS_KEYS = ['unpaid', 'paid', 'cancelled'] as const;
const ORDER_NO = /^[A-Za-z0-9]{8,32}$/;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * /expenseCenter/details?orderNo=: one order (goods, seats, amount, method, status, times, period,
 * buyer, organisation); continue paying an unpaid one, apply for an invoice or a contract of a paid one.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  const payAgain = usePayAgain();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = ORDER_NO.test(orderNo);
  const { data: o, isLoading, isError } = useOrderDetailQuery({ outTradeNo: orderNo }, { skip: !valid });

  if (valid && isLoading) return <Spinner />;
  if (!valid || isError || !o) {
    return (
      <Wrap>
        <h1>{t('orders.detailTitle')}</h1>
        <Empty description={t('orders.notFound')}>
          <TextLink to="/expenseCenter/orderManagement">{t('orders.back')}</TextLink>
        </Empty>
      </Wrap>
    );
  }
  const dash = (value: string | null | undefined) => value || '-';
  return (
    <Wrap data-testid="order-detail">
      <h1>{t('orders.detailTitle')}</h1>
      <Toolbar>
        <TextLink to="/expenseCenter/orderManagement">{t('orders.back')}</TextLink>
        {o.status === 0 && (
          <Button variant="primary" onClick={() => payAgain(o)}>
            {t('orders.continuePay')}
          </Button>
        )}
        {o.status === 1 && (
          <TextLink to={`/expenseCenter/invoiceApply?orderNo=${encodeURIComponent(o.outTradeNo)}`}>
            {t('orders.applyInvoice')}
          </TextLink>
        )}
        {o.status === 1 && (
          <TextLink to={`/expenseCenter/applyContract?orderNo=${encodeURIComponent(o.outTradeNo)}`}>
            {t('orders.applyContract')}
          </TextLink>
        )}
      </Toolbar>
      <Facts>
        <dt>{t('orders.orderNo')}</dt>
        <dd>{o.outTradeNo}</dd>
        <dt>{t('orders.status')}</dt>
        <dd>{t(`orders.${STATUS_KEYS[o.status] ?? 'unpaid'}`)}</dd>
        <dt>{t('orders.product')}</dt>
        <dd>{mealName(o.mealCode, o.mealName)}</dd>
        <dt>{t('orders.goodsTime')}</dt>
        <dd>{goodsTime(o.goodsTime)}</dd>
        <dt>{t('orders.buyType')}</dt>
        <dd>{o.buyType === 2 ? t('orders.renewal') : t('orders.newBuy')}</dd>
        <dt>{t('orders.seats')}</dt>
        <dd>{o.accountNum}</dd>
        <dt>{t('orders.amount')}</dt>
        <dd>¥{formatThousands(o.price, 2)}</dd>
        <dt>{t('orders.method')}</dt>
        <dd>{o.payType === 1 ? t('orders.wechat') : o.payType === 2 ? t('orders.alipay') : '-'}</dd>
        <dt>{t('orders.createTime')}</dt>
        <dd>{dash(formatDateTime(o.createTime))}</dd>
        <dt>{t('orders.payTime')}</dt>
        <dd>{dash(formatDateTime(o.payTime))}</dd>
        <dt>{t('orders.period')}</dt>
        <dd>
          {o.periodStart || o.periodEnd
            ? t('orders.periodValue', { start: dash(o.periodStart), end: dash(o.periodEnd) })
            : '-'}
        </dd>
        <dt>{t('orders.buyer')}</dt>
        <dd>{dash(o.buyerName)}</dd>
        <dt>{t('orders.tenant')}</dt>
        <dd>{dash(o.tenantName)}</dd>
      </Facts>
    </Wrap>
  );
}
