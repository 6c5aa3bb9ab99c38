import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Empty,
  Input,
  Select,
  Spinner,
  TextArea,
  formatDateTime,
  formatThousands,
  toast,
} from '@platform/ui';
import { isValidUscc } from '@platform/contracts/bigdata/uscc';
import { PURCHASE_CONTRACT_LIMITS as L, isContactPhone } from '@platform/contracts/purchase-contracts/limits';
import type { ContractableOrder } from '@platform/contracts/purchase-contracts/schemas';
import type { RequestError } from '../../shared/api/baseQuery';
import {
  useContractApplyMutation,
  useContractInvoiceTitlesQuery,
  useContractableOrdersQuery,
} from './purchaseContractsApi';
import { Actions, Alert, Fields, Hint, TextLink, Wrap } from '../../shared/layout/documentPage';
import { useGoodsText } from './words';
import './i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface PartyA {
  companyName: string;
  creditCode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
}
const EMPTY: PartyA = {
  companyName: '',
  creditCode: '',
  address: '',
  contactName: '',
  contactPhone: '',
  email: '',
};
const REQUIRED = ['companyName', 'creditCode', 'address', 'contactName', 'contactPhone'] as const;

/**
 * /expenseCenter/applyContract (`?orderNo=` preselects an order): one paid order without a live
 * contract and party A (the buyer): company name, unified social credit code (checked while
 * typing), address, contact person and phone (a mobile or a landline), email and remark. Party A is
 * prefilled from the tenant's default company invoice title when there is one. A refusal stays
 * beside the submit button and every input is kept; success opens the new contract.
 */
export default function ContractApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsText = useGoodsText();
  const orders = useContractableOrdersQuery();
  const titles = useContractInvoiceTitlesQuery();
  const [apply, { isLoading: sending }] = useContractApplyMutation();

  const [orderNo, setOrderNo] = useState(params.get('orderNo') ?? '');
  /** null: untouched, the default company invoice title's details (if any). */
  const [typed, setTyped] = useState<PartyA | null>(null);
  const [remark, setRemark] = useState('');
  const [phoneLeft, setPhoneLeft] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');

  if (orders.isLoading || titles.isLoading) return <Spinner />;

  const orderList = orders.data ?? [];
  const order: ContractableOrder | undefined = orderList.find((o) => o.outTradeNo === orderNo);
  const title = (titles.data ?? []).find((x) => x.isDefault && x.kind === 'company');
  const prefilled: PartyA = title
    ? {
        ...EMPTY,
        companyName: title.name,
        creditCode: title.taxNo,
        address: title.address,
        contactPhone: title.phone,
      }
    : EMPTY;
  const party = typed ?? prefilled;
  const set = (key: keyof PartyA, value: string) => setTyped({ ...party, [key]: value });

  const label = (key: keyof PartyA) => t(`purchaseContracts.form.${key}`);
  const missing = (key: (typeof REQUIRED)[number]) =>
    tried && !party[key].trim() ? t('purchaseContracts.form.required', { field: label(key) }) : undefined;
  const code = party.creditCode.trim();
  const phone = party.contactPhone.trim();
  const codeError =
    code && !isValidUscc(code) ? t('purchaseContracts.form.creditCodeInvalid') : missing('creditCode');
  const phoneError =
    phone && !isContactPhone(phone)
      ? phoneLeft || tried
        ? t('purchaseContracts.form.phoneInvalid')
        : undefined
      : missing('contactPhone');
  const emailError =
    party.email.trim() && !EMAIL.test(party.email.trim())
      ? t('purchaseContracts.form.emailInvalid')
      : undefined;
  const orderError = tried && !order ? t('purchaseContracts.form.orderRequired') : undefined;
  const blocked =
    !order ||
    REQUIRED.some((k) => !party[k].trim()) ||
    !isValidUscc(code) ||
    !isContactPhone(phone) ||
    !!emailError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal('');
    if (blocked || !order) return;
    try {
      const contract = await apply({
        outTradeNo: order.outTradeNo,
        companyName: party.companyName.trim(),
        creditCode: code,
        address: party.address.trim(),
        contactName: party.contactName.trim(),
        contactPhone: phone,
        email: party.email.trim(),
        remark: remark.trim(),
      }).unwrap();
      toast.success(t('purchaseContracts.form.submitted'));
      navigate(`/expenseCenter/contractDetail?id=${encodeURIComponent(contract.id)}`);
    } catch (error) {
      setRefusal((error as Partial<RequestError>).message || t('request.unknown'));
    }
  };

  if (!orderList.length) {
    return (
      <Wrap data-testid="contract-apply">
        <h1>{t('purchaseContracts.applyTitle')}</h1>
        <Empty description={t('purchaseContracts.form.noOrders')}>
          <TextLink to="/expenseCenter/orderManagement">{t('purchaseContracts.form.toOrders')}</TextLink>
        </Empty>
      </Wrap>
    );
  }

  const text = (key: keyof PartyA, max: number, error: string | undefined, extra: object = {}) => (
    <Input
      label={label(key)}
      value={party[key]}
      maxLength={max}
      error={error}
      onChange={(e) => set(key, key === 'creditCode' ? e.target.value.toUpperCase() : e.target.value)}
      {...extra}
    />
  );

  return (
    <Wrap data-testid="contract-apply">
      <h1>{t('purchaseContracts.applyTitle')}</h1>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Fields>
          <Select
            label={t('purchaseContracts.form.order')}
            placeholder={t('purchaseContracts.form.orderPlaceholder')}
            value={order ? order.outTradeNo : ''}
            error={orderError}
            options={orderList.map((o) => ({
              value: o.outTradeNo,
              label: t('purchaseContracts.form.orderOption', {
                goods: goodsText(o),
                orderNo: o.outTradeNo,
                paid: formatThousands(o.price, 2),
                time: formatDateTime(o.payTime) || '-',
              }),
            }))}
            onChange={setOrderNo}
          />
          <h2>{t('purchaseContracts.form.partyA')}</h2>
          {title && !typed && <Hint>{t('purchaseContracts.form.partyAHint')}</Hint>}
          {text('companyName', L.companyNameMax, missing('companyName'))}
          {text('creditCode', 18, codeError, { autoComplete: 'off', spellCheck: false })}
          {text('address', L.addressMax, missing('address'))}
          {text('contactName', L.contactNameMax, missing('contactName'))}
          {text('contactPhone', L.phoneMax, phoneError, {
            type: 'tel',
            inputMode: 'tel',
            onBlur: () => setPhoneLeft(true),
          })}
          {text('email', L.emailMax, emailError, { type: 'email' })}
          <TextArea
            label={t('purchaseContracts.form.remark')}
            value={remark}
            maxLength={L.remarkMax}
            showCount
            onChange={(e) => setRemark(e.target.value)}
          />
          <Hint>{t('purchaseContracts.form.partyB')}</Hint>
          <Actions>
            <Button type="submit" variant="primary" loading={sending}>
              {t('purchaseContracts.form.submit')}
            </Button>
            <Button type="button" onClick={() => navigate('/expenseCenter/contracts')}>
              {t('purchaseContracts.form.cancel')}
            </Button>
            {refusal && <Alert role="alert">{refusal}</Alert>}
          </Actions>
        </Fields>
      </form>
    </Wrap>
  );
}
