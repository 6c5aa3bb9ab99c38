import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useGoodsWords } from '../../shared/i18n/goods';
import { useStore } from 'react-redux';
import { Button, Empty, Input, Select, Spinner, Tabs, toast } from '@platform/ui';
import { DEFAULT_TENANT_ID } from '@platform/contracts/constants';
import type { AppStore } from '../../shared/store/rootState';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import {
  activationCodesApi,
  useCodeCreateBatchMutation,
  useCodePageQuery,
  useCodeProductsQuery,
  useCodeTenantsQuery,
} from './activationCodesApi';
import { codesCsv } from './codesCsv';
import './i18n';

/** The list's columns, which the CSV export repeats in the same order. */
const CODE_COLUMNS = [
  'code',
  'batch',
  'product',
  'duration',
  'status',
  'usedBy',
  'usedTenant',
  'usedTime',
  'createTime',
] as const;

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.xl}px;
  & > * {
    min-width: 140px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Card = styled.section`
  max-width: 540px;
  padding: ${({ theme }) => theme.space.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
`;

const EXPORT_SIZE = 500;

function CodeAdmin() {
  const { t } = useTranslation();
  const { goodsTime } = useGoodsWords();
  const store = useStore() as AppStore;
  const { data: products } = useCodeProductsQuery();
  const [create, { isLoading: creating }] = useCodeCreateBatchMutation();
  const [productId, setProductId] = useState('');
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState('年');
  const [count, setCount] = useState('10');
  const [status, setStatus] = useState<'all' | '0' | '1'>('all');
  const [batchNo, setBatchNo] = useState<string | undefined>(undefined);
  const filter = { ...(status === 'all' ? {} : { status: Number(status) }), ...(batchNo ? { batchNo } : {}) };
  const { data, isFetching } = useCodePageQuery({ current: 1, size: 50, ...filter });

  const submit = async () => {
    const n = Number(count);
    const v = Number(amount);
    if (!/^\d+$/.test(count) || n < 1 || n > 500) return toast.error(t('activationCodes.countRule'));
    if (!/^\d+$/.test(amount) || v < 1 || v > 999) return toast.error(t('activationCodes.durationRule'));
    const pid = productId || products?.[0]?.productId;
    if (!pid) return;
    try {
      const res = await create({ productId: pid, goodsTime: `${v}${unit}`, count: n }).unwrap();
      toast.success(t('activationCodes.created', { count: res.codes.length }));
      setBatchNo(res.batchNo);
    } catch {
      // Shown by the request layer.
    }
  };

  const exportCsv = async () => {
    const all = await store
      .dispatch(
        activationCodesApi.endpoints.codePage.initiate(
          { current: 1, size: EXPORT_SIZE, ...filter },
          { forceRefetch: true },
        ),
      )
      .unwrap();
    const csv = codesCsv(
      all.records,
      CODE_COLUMNS.map((k) => t(`activationCodes.${k}`)),
      (used) => (used ? t('activationCodes.used') : t('activationCodes.unused')),
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `activation-codes${batchNo ? `-${batchNo}` : ''}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <>
      <Form
        data-testid="code-create"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Select
          label={t('activationCodes.product')}
          placeholder={null}
          value={productId || products?.[0]?.productId || ''}
          onChange={setProductId}
          options={(products ?? []).map((p) => ({ value: p.productId, label: p.productName }))}
        />
        <Input
          label={t('activationCodes.duration')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Select
          aria-label={t('activationCodes.duration')}
          placeholder={null}
          value={unit}
          onChange={setUnit}
          options={[
            { value: '年', label: t('activationCodes.unitYear') },
            { value: '月', label: t('activationCodes.unitMonth') },
            { value: '天', label: t('activationCodes.unitDay') },
          ]}
        />
        <Input
          label={t('activationCodes.count')}
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
        {/* The lock is for repeat clicks; Enter in a field submits through the form. */}
        <Button variant="primary" loading={creating} lockMs={2000} onClick={() => void submit()}>
          {t('activationCodes.create')}
        </Button>
      </Form>
      <Bar>
        <Tabs
          activeKey={status}
          onChange={(key) => setStatus(key as typeof status)}
          items={[
            { key: 'all', label: t('activationCodes.all') },
            { key: '0', label: t('activationCodes.unused') },
            { key: '1', label: t('activationCodes.used') },
          ]}
        />
        <Button onClick={() => void exportCsv()}>{t('activationCodes.export')}</Button>
      </Bar>
      {isFetching && !data ? (
        <Spinner />
      ) : !data?.records.length ? (
        <Empty />
      ) : (
        <Table data-testid="code-list">
          <thead>
            <tr>
              {CODE_COLUMNS.map((k) => (
                <th key={k}>{t(`activationCodes.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.records.map((r) => (
              <tr key={r.code} data-testid="code-row">
                <td>{r.code}</td>
                <td>{r.batchNo}</td>
                <td>{r.productName}</td>
                <td>{goodsTime(r.goodsTime)}</td>
                <td>{r.status === 1 ? t('activationCodes.used') : t('activationCodes.unused')}</td>
                <td>{r.usedBy || '-'}</td>
                <td>{r.usedTenantName || '-'}</td>
                <td>{r.usedTime ?? '-'}</td>
                <td>{r.createTime}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

/**
 * /expenseCenter/qrCodeManagement: platform operators (administrators of tenant 000000) create,
 * list and export activation codes; everyone can redeem one here.
 */
export default function QrCodeManagementPage() {
  const { t } = useTranslation();
  const tenantId = useAppSelector((s) => s.app.userInfo?.tenantId);
  const dispatch = useAppDispatch();
  const { data: tenants } = useCodeTenantsQuery();
  const isCodeAdmin =
    tenantId === DEFAULT_TENANT_ID && Boolean(tenants?.find((x) => x.tenantId === tenantId)?.isAdmin);
  return (
    <Wrap>
      <h1>{t('activationCodes.title')}</h1>
      <Card>
        <h2>{t('activationCodes.redeemTitle')}</h2>
        <p>{t('activationCodes.redeemIntro')}</p>
        <Button variant="primary" onClick={() => dispatch(appActions.activationDialogShown(true))}>
          {t('activationCodes.redeem')}
        </Button>
      </Card>
      {isCodeAdmin && <CodeAdmin />}
    </Wrap>
  );
}
