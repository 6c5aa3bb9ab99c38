import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useGoodsWords } from '../../shared/i18n/goods';
import { Dialog, formatThousands, maskName } from '@platform/ui';
import { QRPayPanel } from '@platform/ui/domain';
import { MealCode, PayType } from '@platform/contracts/constants';
import { PAY_POLL_LIMIT } from '@platform/contracts/pay/constants';
import { useAppDispatch } from '../../shared/store/hooks';
import { membershipActions, type PayContext } from './membershipSlice';
import { membershipApi, usePaySettingsQuery } from './membershipApi';
import { startPolling, type PayTypeValue, type Polling } from './payPolling';
import { Note, Rows, Strong } from './styles';
import './i18n';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${({ theme }) => theme.space.xl}px;
  align-items: start;
`;

interface Trade {
  outTradeNo: string;
  codeUrl: string;
  createTime: string;
}

/**
 * Spec 1 §2 Pay dialog (800 px) and §4 Payment polling: a QR per method, polled every 3 s; past
 * the poll limit the QR expires (click to refresh); switching method or leaving stops polling.
 */
export function PayDialog({ pay }: { pay: PayContext }) {
  const { t } = useTranslation();
  const { goodsTime } = useGoodsWords();
  const dispatch = useAppDispatch();
  const { data: settings } = usePaySettingsQuery();
  const [payType, setPayType] = useState<PayTypeValue>(pay.payType);
  const [trade, setTrade] = useState<(Trade & { payType: PayTypeValue }) | null>(null);
  // The transaction whose QR expired; a new transaction clears it by itself.
  const [expiredTrade, setExpiredTrade] = useState('');
  const polling = useRef<Polling | null>(null);
  const generation = useRef(0);
  const limit = settings?.pollLimit ?? PAY_POLL_LIMIT;

  const query = useCallback(
    async (type: PayTypeValue, outTradeNo: string) => {
      if (type === PayType.WECHAT)
        return (await dispatch(membershipApi.endpoints.wxOrderQuery.initiate({ outTradeNo })).unwrap())
          .trade_state;
      const res = await dispatch(membershipApi.endpoints.aliTradeQuery.initiate({ outTradeNo })).unwrap();
      return res.alipay_trade_query_response.trade_status;
    },
    [dispatch],
  );

  const open = useCallback(
    async (type: PayTypeValue) => {
      polling.current?.stop();
      const mine = ++generation.current;
      try {
        const created =
          type === PayType.WECHAT
            ? await dispatch(
                membershipApi.endpoints.wxNativePay.initiate({
                  outTradeNo: pay.orderNo,
                  payType: PayType.WECHAT,
                }),
              ).unwrap()
            : await dispatch(
                membershipApi.endpoints.aliPreCreate.initiate({
                  outTradeNo: pay.orderNo,
                  payType: PayType.ALIPAY,
                }),
              ).unwrap();
        if (mine !== generation.current) return;
        setTrade({ ...created, payType: type });
        polling.current = startPolling({
          payType: type,
          outTradeNo: created.outTradeNo,
          query,
          limit,
          onEnd: (outcome) => {
            if (mine !== generation.current) return;
            if (outcome.kind === 'expired') setExpiredTrade(created.outTradeNo);
            if (outcome.kind === 'success' || outcome.kind === 'failure')
              dispatch(
                membershipActions.payFinished({
                  success: outcome.kind === 'success',
                  pay,
                  payType: type,
                  createTime: created.createTime,
                }),
              );
          },
        });
      } catch {
        // The request layer showed the message; the dialog stays for another method or a close.
      }
    },
    [dispatch, pay, query, limit],
  );

  useEffect(() => {
    if (!settings) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes only after the network answers
    void open(payType);
    return () => {
      generation.current += 1;
      polling.current?.stop();
    };
    // A new order per method (spec 1 §4): a method switch restarts; settings arrive once.
  }, [open, payType, settings]);

  const shown = trade?.payType === payType ? trade : null;
  const expired = Boolean(shown) && expiredTrade === shown?.outTradeNo;

  const close = () => {
    polling.current?.stop();
    dispatch(membershipActions.payClosed());
  };

  return (
    <Dialog open onOpenChange={(o) => !o && close()} title={t('membership.pay.title')} width={800}>
      <Layout data-testid="pay-dialog">
        <div>
          <QRPayPanel
            codeUrl={shown?.codeUrl ?? ''}
            payType={payType}
            onPayTypeChange={(type) => type !== payType && setPayType(type)}
            expired={expired}
            onRefresh={() => void open(payType)}
            size={180}
            amount={<Strong>¥{formatThousands(pay.price)}</Strong>}
          />
          {shown && (
            <a hidden data-testid="pay-code-url" href={shown.codeUrl}>
              {shown.codeUrl}
            </a>
          )}
          <Note>{payType === 1 ? t('membership.pay.scanWechat') : t('membership.pay.scanAlipay')}</Note>
        </div>
        <div>
          <Rows>
            <dt>{t('membership.pay.buyer')}</dt>
            <dd>{maskName(pay.buyerName)}</dd>
            {pay.mealCode === MealCode.ENTERPRISE && (
              <>
                <dt>{t('membership.pay.tenant')}</dt>
                <dd>{pay.tenantName}</dd>
              </>
            )}
            <dt>{t('membership.pay.duration')}</dt>
            <dd>{goodsTime(pay.goodsTime)}</dd>
            <dt>{t('membership.pay.period')}</dt>
            <dd>{t('membership.pay.periodValue', { time: goodsTime(pay.goodsTime) })}</dd>
            {pay.mealCode === MealCode.ENTERPRISE && (
              <>
                <dt>{t('membership.pay.seats')}</dt>
                <dd>{pay.seats}</dd>
              </>
            )}
            <dt>{t('membership.pay.amount')}</dt>
            <dd>
              <Strong data-testid="pay-amount">
                {t('membership.pay.amountValue', { amount: formatThousands(pay.price) })}
              </Strong>
            </dd>
          </Rows>
          {pay.mealCode === MealCode.ENTERPRISE && <Note>{t('membership.pay.activateNote')}</Note>}
          <Note>{t('membership.pay.invoiceNote')}</Note>
        </div>
      </Layout>
    </Dialog>
  );
}
