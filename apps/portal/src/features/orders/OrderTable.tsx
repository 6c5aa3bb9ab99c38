import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useGoodsWords } from '../../shared/i18n/goods';
import { Button, Empty, Spinner, Tabs, formatDateTime, formatThousands } from '@platform/ui';
import type { OrderRow } from '@platform/contracts';
import { MealCode, PayType } from '@platform/contracts/constants';
import { useAppDispatch } from '../../shared/store/hooks';
import { membershipActions } from '../membership';
import { useOrderPageQuery } from './ordersApi';
import './i18n';

export const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${({ theme }) => theme.space.md}px;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A link in the brand colour (table actions). */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand[500]};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

const Pager = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md}px;
`;

const PAGE_SIZE = 10;
const STATUS_KEYS = ['unpaid', 'paid', 'cancelled'] as const;

/** The orders' pages: the order list, the bills (paid only), the expense centre's order management. */
export type OrderTableMode = 'list' | 'bill' | 'expense';

/** Continues the payment of an unpaid order: the membership pay dialog opens on it. */
export function usePayAgain() {
  const dispatch = useAppDispatch();
  return (o: OrderRow) =>
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
    );
}

/**
 * The tenant's orders: /user/order/list (with status tabs), /user/order/bill (paid only) and
 * /expenseCenter/orderManagement (status tabs; detail, pay again, apply for an invoice or a contract).
 */
export function OrderTable({ mode }: { mode: OrderTableMode }) {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  const [status, setStatus] = useState<'all' | '0' | '1' | '2'>(mode === 'bill' ? '1' : 'all');
  const [current, setCurrent] = useState(1);
  const payAgain = usePayAgain();
  const tabs = mode !== 'bill';
  const actions = mode !== 'bill';
  const { data, isFetching } = useOrderPageQuery({
    current,
    size: PAGE_SIZE,
    ...(status === 'all' ? {} : { status: Number(status) }),
  });

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <div data-testid={`orders-${mode}`}>
      {tabs && (
        <Tabs
          activeKey={status}
          onChange={(key) => {
            setStatus(key as typeof status);
            setCurrent(1);
          }}
          items={[
            { key: 'all', label: t('orders.all') },
            ...STATUS_KEYS.map((k, i) => ({ key: String(i), label: t(`orders.${k}`) })),
          ]}
        />
      )}
      {isFetching && !data ? (
        <Spinner />
      ) : !data?.records.length ? (
        <Empty />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('orders.orderNo')}</th>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.seats')}</th>
              <th scope="col">{t('orders.amount')}</th>
              <th scope="col">{t('orders.method')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.createTime')}</th>
              <th scope="col">{mode === 'bill' ? t('orders.period') : t('orders.payTime')}</th>
              {actions && <th scope="col">{t('orders.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {data.records.map((o) => (
              <tr key={o.outTradeNo} data-testid="order-row">
                <td>{o.outTradeNo}</td>
                <td>
                  {t('orders.goodsValue', {
                    meal: mealName(o.mealCode, o.mealName),
                    time: goodsTime(o.goodsTime),
                    kind: o.buyType === 2 ? t('orders.renewal') : t('orders.newBuy'),
                  })}
                </td>
                <td>{o.accountNum}</td>
                <td>¥{formatThousands(o.price)}</td>
                <td>{o.payType === 1 ? t('orders.wechat') : o.payType === 2 ? t('orders.alipay') : '-'}</td>
                <td>{t(`orders.${STATUS_KEYS[o.status] ?? 'unpaid'}`)}</td>
                <td>{formatDateTime(o.createTime)}</td>
                <td>
                  {mode === 'bill'
                    ? `${o.periodStart ?? '-'} ~ ${o.periodEnd ?? '-'}`
                    : formatDateTime(o.payTime) || '-'}
                </td>
                {actions && (
                  <td>
                    <Actions>
                      {mode === 'expense' && (
                        <TextLink
                          to={`/expenseCenter/details?orderNo=${encodeURIComponent(o.outTradeNo)}`}
                          aria-label={`${t('orders.detail')} ${o.outTradeNo}`}
                        >
                          {t('orders.detail')}
                        </TextLink>
                      )}
                      {o.status === 0 && (
                        <Button size="sm" variant="link" onClick={() => payAgain(o)}>
                          {t('orders.payAgain')}
                        </Button>
                      )}
                      {mode === 'expense' && o.status === 1 && (
                        <TextLink
                          to={`/expenseCenter/invoiceApply?orderNo=${encodeURIComponent(o.outTradeNo)}`}
                          aria-label={`${t('orders.applyInvoice')} ${o.outTradeNo}`}
                        >
                          {t('orders.applyInvoice')}
                        </TextLink>
                      )}
                      {mode === 'expense' && o.status === 1 && (
                        <TextLink
                          to={`/expenseCenter/applyContract?orderNo=${encodeURIComponent(o.outTradeNo)}`}
                          aria-label={`${t('orders.applyContract')} ${o.outTradeNo}`}
                        >
                          {t('orders.applyContract')}
                        </TextLink>
                      )}
                    </Actions>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager>
        <span>{t('orders.total', { total: data?.total ?? 0 })}</span>
        <Button size="sm" disabled={current <= 1} onClick={() => setCurrent(current - 1)}>
          {t('orders.prev')}
        </Button>
        <span>
          {current} / {pages}
        </span>
        <Button size="sm" disabled={current >= pages} onClick={() => setCurrent(current + 1)}>
          {t('orders.next')}
        </Button>
      </Pager>
    </div>
  );
}
