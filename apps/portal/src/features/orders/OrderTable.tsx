import { useState } from 'react';
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

const Pager = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md}px;
`;

const PAGE_SIZE = 10;
const STATUS_KEYS = ['unpaid', 'paid', 'cancelled'] as const;

/** The tenant's orders: /user/order/list (with status tabs) and /user/order/bill (paid only). */
export function OrderTable({ mode }: { mode: 'list' | 'bill' }) {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  const [status, setStatus] = useState<'all' | '0' | '1' | '2'>(mode === 'bill' ? '1' : 'all');
  const [current, setCurrent] = useState(1);
  const dispatch = useAppDispatch();
  const { data, isFetching } = useOrderPageQuery({
    current,
    size: PAGE_SIZE,
    ...(status === 'all' ? {} : { status: Number(status) }),
  });

  const payAgain = (o: OrderRow) =>
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

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <div data-testid={`orders-${mode}`}>
      {mode === 'list' && (
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
              <th>{t('orders.orderNo')}</th>
              <th>{t('orders.product')}</th>
              <th>{t('orders.seats')}</th>
              <th>{t('orders.amount')}</th>
              <th>{t('orders.method')}</th>
              <th>{t('orders.status')}</th>
              <th>{t('orders.createTime')}</th>
              <th>{mode === 'bill' ? t('orders.period') : t('orders.payTime')}</th>
              {mode === 'list' && <th>{t('orders.actions')}</th>}
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
                {mode === 'list' && (
                  <td>
                    {o.status === 0 && (
                      <Button size="sm" variant="link" onClick={() => payAgain(o)}>
                        {t('orders.payAgain')}
                      </Button>
                    )}
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
