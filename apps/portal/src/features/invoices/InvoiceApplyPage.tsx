import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Empty,
  Input,
  RadioGroup,
  Select,
  Spinner,
  TextArea,
  formatDateTime,
  formatThousands,
  toast,
} from '@platform/ui';
import { INVOICE_LIMITS, type InvoiceType } from '@platform/contracts/invoices/limits';
import type { InvoiceableOrder } from '@platform/contracts/invoices/schemas';
import type { RequestError } from '../../shared/api/baseQuery';
import { useInvoiceApplyMutation, useInvoiceTitleListQuery, useInvoiceableOrdersQuery } from './invoicesApi';
import { Actions, Alert, Fields, Hint, TextLink, Wrap } from '../../shared/layout/documentPage';
import { amountProblem } from './amount';
import { typeKey, useGoodsText } from './words';
import './i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /expenseCenter/invoiceApply (`?orderNo=` preselects an order): one paid order, the invoice type,
 * a saved title (only complete company titles for a special VAT invoice), the amount (the paid one
 * by default, never above), an email and a remark. A refusal stays beside the submit button and
 * every input is kept; success opens the new invoice.
 */
export default function InvoiceApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsText = useGoodsText();
  const orders = useInvoiceableOrdersQuery();
  const titles = useInvoiceTitleListQuery();
  const [apply, { isLoading: sending }] = useInvoiceApplyMutation();

  const [orderNo, setOrderNo] = useState(params.get('orderNo') ?? '');
  const [type, setType] = useState<InvoiceType>(1);
  const [titleId, setTitleId] = useState('');
  /** null: untouched, the order's paid amount. */
  const [amountText, setAmountText] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');

  if (orders.isLoading || titles.isLoading) return <Spinner />;

  const orderList = orders.data ?? [];
  const order: InvoiceableOrder | undefined = orderList.find((o) => o.outTradeNo === orderNo);
  const allTitles = titles.data ?? [];
  const offered = type === 2 ? allTitles.filter((x) => x.specialReady) : allTitles;
  const title =
    offered.find((x) => x.id === titleId) ?? offered.find((x) => x.isDefault) ?? offered[0] ?? undefined;

  const amount = amountText ?? (order ? String(order.price) : '');
  const amountKey = order ? amountProblem(amount, order.price) : null;
  const amountError =
    amountKey && (amountText !== null || tried)
      ? t(`invoices.form.${amountKey}`, { paid: formatThousands(order?.price ?? 0, 2) })
      : undefined;
  const emailError = email.trim() && !EMAIL.test(email.trim()) ? t('invoices.form.emailInvalid') : undefined;
  const orderError = tried && !order ? t('invoices.form.orderRequired') : undefined;
  const titleError = tried && !title && offered.length > 0 ? t('invoices.form.titleRequired') : undefined;
  const blocked = !order || !title || !!amountKey || !!emailError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal('');
    if (blocked || !order || !title) return;
    try {
      const invoice = await apply({
        outTradeNo: order.outTradeNo,
        type,
        titleId: title.id,
        amount: Number(amount.trim()),
        email: email.trim(),
        remark: remark.trim(),
      }).unwrap();
      toast.success(t('invoices.form.submitted'));
      navigate(`/expenseCenter/invoiceDetail?id=${encodeURIComponent(invoice.id)}`);
    } catch (error) {
      setRefusal((error as Partial<RequestError>).message || t('request.unknown'));
    }
  };

  if (!orderList.length) {
    return (
      <Wrap data-testid="invoice-apply">
        <h1>{t('invoices.applyTitle')}</h1>
        <Empty description={t('invoices.form.noOrders')}>
          <TextLink to="/expenseCenter/orderManagement">{t('invoices.form.toOrders')}</TextLink>
        </Empty>
      </Wrap>
    );
  }

  return (
    <Wrap data-testid="invoice-apply">
      <h1>{t('invoices.applyTitle')}</h1>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Fields>
          <Select
            label={t('invoices.form.order')}
            placeholder={t('invoices.form.orderPlaceholder')}
            value={order ? order.outTradeNo : ''}
            error={orderError}
            options={orderList.map((o) => ({
              value: o.outTradeNo,
              label: t('invoices.form.orderOption', {
                goods: goodsText(o),
                orderNo: o.outTradeNo,
                paid: formatThousands(o.price, 2),
                time: formatDateTime(o.payTime) || '-',
              }),
            }))}
            onChange={(value) => {
              setOrderNo(value);
              setAmountText(null);
            }}
          />
          <RadioGroup<`${InvoiceType}`>
            label={t('invoices.form.type')}
            value={`${type}`}
            options={([1, 2] as const).map((v) => ({
              value: `${v}`,
              label: t(`invoices.types.${typeKey(v)}`),
            }))}
            onChange={(value) => setType(value === '2' ? 2 : 1)}
          />
          <div>
            <Select
              label={t('invoices.form.title')}
              placeholder={offered.length ? null : t('invoices.form.titlePlaceholder')}
              value={title?.id ?? ''}
              error={titleError}
              disabled={!offered.length}
              options={offered.map((x) => ({
                value: x.id,
                label: `${x.name}${x.taxNo ? ` (${x.taxNo})` : ''}`,
              }))}
              onChange={setTitleId}
            />
            {!offered.length && (
              <Hint role="note">
                {type === 2 && allTitles.length
                  ? t('invoices.form.noSpecialTitles')
                  : t('invoices.form.noTitles')}{' '}
                <TextLink to="/expenseCenter/setInvoiceInfo">{t('invoices.form.manageTitles')}</TextLink>
              </Hint>
            )}
            {type === 2 && offered.length > 0 && <Hint>{t('invoices.form.noSpecialTitles')}</Hint>}
          </div>
          <div>
            <Input
              label={t('invoices.form.amount')}
              inputMode="decimal"
              value={amount}
              disabled={!order}
              error={amountError}
              onChange={(e) => setAmountText(e.target.value)}
            />
            {order && !amountError && (
              <Hint>{t('invoices.form.amountHint', { paid: formatThousands(order.price, 2) })}</Hint>
            )}
          </div>
          <Input
            label={t('invoices.form.email')}
            type="email"
            value={email}
            maxLength={INVOICE_LIMITS.emailMax}
            error={emailError}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextArea
            label={t('invoices.form.remark')}
            value={remark}
            maxLength={INVOICE_LIMITS.remarkMax}
            showCount
            onChange={(e) => setRemark(e.target.value)}
          />
          <Actions>
            <Button type="submit" variant="primary" loading={sending} disabled={!!amountKey || !!emailError}>
              {t('invoices.form.submit')}
            </Button>
            <Button type="button" onClick={() => navigate('/expenseCenter/invoiceManagement')}>
              {t('invoices.form.cancel')}
            </Button>
            {refusal && <Alert role="alert">{refusal}</Alert>}
          </Actions>
        </Fields>
      </form>
    </Wrap>
  );
}
