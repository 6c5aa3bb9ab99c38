import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Empty, Spinner, Tag, formatDateTime, formatThousands } from '@platform/ui';
import { PdfPreview } from '@platform/ui/domain';
import type { PurchaseContract } from '@platform/contracts/purchase-contracts/schemas';
import { usePdfPreview } from '../../shared/api/usePdfPreview';
import { CONTRACT_PDF_PATH, useContractDetailQuery } from './purchaseContractsApi';
import { Alert, Facts, TextLink, Toolbar, Wrap } from '../../shared/layout/documentPage';
import { TONE, useContractPdf, useGoodsText } from './words';
import './i18n';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: 0;
  list-style: none;
`;
const Step = styled.li<{ $state: 'done' | 'current' | 'failed' | 'todo' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 160px;
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 3px solid
    ${({ theme, $state }) =>
      $state === 'failed'
        ? theme.colors.danger
        : $state === 'todo'
          ? theme.colors.border
          : theme.colors.brand[500]};
  strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme, $state }) => ($state === 'failed' ? theme.colors.danger : theme.colors.text)};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

/** Two columns of facts (the parties) that stack on a narrow screen. */
const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
`;

function StepLine({ contract }: { contract: PurchaseContract }) {
  const { t } = useTranslation();
  const second =
    contract.status === 'rejected'
      ? {
          label: t('purchaseContracts.steps.rejected'),
          state: 'failed' as const,
          note: `${t('purchaseContracts.fields.rejectReason')}: ${contract.rejectReason ?? ''}`,
        }
      : contract.status === 'approved'
        ? {
            label: t('purchaseContracts.steps.approved'),
            state: 'current' as const,
            note: formatDateTime(contract.approveTime),
          }
        : { label: t('purchaseContracts.steps.waiting'), state: 'todo' as const, note: '' };
  return (
    <Steps aria-label={t('purchaseContracts.fields.status')}>
      <Step $state={contract.status === 'applied' ? 'current' : 'done'}>
        <strong>{t('purchaseContracts.steps.applied')}</strong>
        <small>{formatDateTime(contract.createTime)}</small>
      </Step>
      <Step $state={second.state} aria-current={contract.status === 'applied' ? undefined : 'step'}>
        <strong>{second.label}</strong>
        {second.note && <small>{second.note}</small>}
      </Step>
    </Steps>
  );
}

/**
 * /expenseCenter/contractDetail?id=: the contract's progress (applied, then in effect or rejected
 * with the reason), both parties, the service and the amount; once approved the PDF shown below the
 * details (downloaded from the preview's toolbar), apply again once rejected, and the sample notice
 * for the sandbox reviewer's contracts.
 */
export default function ContractDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d{1,20}$/.test(id);
  const { data: contract, isLoading, isError } = useContractDetailQuery({ id }, { skip: !valid });
  const goodsText = useGoodsText();
  const { download, busy } = useContractPdf();
  const preview = usePdfPreview(CONTRACT_PDF_PATH, contract?.status === 'approved' ? contract.id : null);

  if (valid && isLoading) return <Spinner />;
  if (!valid || isError || !contract) {
    return (
      <Wrap>
        <h1>{t('purchaseContracts.detailTitle')}</h1>
        <Empty description={t('purchaseContracts.notFound')}>
          <TextLink to="/expenseCenter/contracts">{t('purchaseContracts.back')}</TextLink>
        </Empty>
      </Wrap>
    );
  }
  const dash = (value: string | null | undefined) => value || '-';
  const { partyA, partyB } = contract;
  return (
    <Wrap data-testid="contract-detail">
      <h1>{t('purchaseContracts.detailTitle')}</h1>
      {contract.sample && contract.status === 'approved' && (
        <Alert $tone="warning" role="note">
          {t('purchaseContracts.sample')}
        </Alert>
      )}
      <Toolbar>
        <TextLink to="/expenseCenter/contracts">{t('purchaseContracts.back')}</TextLink>
        {contract.status === 'rejected' && (
          <TextLink to={`/expenseCenter/applyContract?orderNo=${encodeURIComponent(contract.outTradeNo)}`}>
            {t('purchaseContracts.reapply')}
          </TextLink>
        )}
      </Toolbar>
      <StepLine contract={contract} />

      <h2>{t('purchaseContracts.fields.contractSection')}</h2>
      <Facts>
        <dt>{t('purchaseContracts.fields.status')}</dt>
        <dd>
          <Tag tone={TONE[contract.status]}>{t(`purchaseContracts.status.${contract.status}`)}</Tag>
        </dd>
        {contract.status === 'rejected' && (
          <>
            <dt>{t('purchaseContracts.fields.rejectReason')}</dt>
            <dd>{dash(contract.rejectReason)}</dd>
          </>
        )}
        <dt>{t('purchaseContracts.fields.contractNo')}</dt>
        <dd>{dash(contract.contractNo)}</dd>
        <dt>{t('purchaseContracts.fields.goods')}</dt>
        <dd>{goodsText(contract.goods)}</dd>
        <dt>{t('purchaseContracts.fields.period')}</dt>
        <dd>
          {contract.periodStart && contract.periodEnd
            ? t('purchaseContracts.fields.periodValue', {
                start: formatDateTime(contract.periodStart, 'date'),
                end: formatDateTime(contract.periodEnd, 'date'),
              })
            : '-'}
        </dd>
        <dt>{t('purchaseContracts.fields.amount')}</dt>
        <dd>{t('purchaseContracts.amountValue', { amount: formatThousands(contract.amount, 2) })}</dd>
        <dt>{t('purchaseContracts.fields.orderNo')}</dt>
        <dd>
          <TextLink to={`/expenseCenter/details?orderNo=${encodeURIComponent(contract.outTradeNo)}`}>
            {contract.outTradeNo}
          </TextLink>
        </dd>
        <dt>{t('purchaseContracts.fields.payTime')}</dt>
        <dd>{dash(formatDateTime(contract.payTime))}</dd>
        <dt>{t('purchaseContracts.fields.applicant')}</dt>
        <dd>{dash(contract.applicantName)}</dd>
        <dt>{t('purchaseContracts.fields.applyTime')}</dt>
        <dd>{dash(formatDateTime(contract.createTime))}</dd>
        <dt>{t('purchaseContracts.fields.approveTime')}</dt>
        <dd>{dash(formatDateTime(contract.approveTime))}</dd>
        <dt>{t('purchaseContracts.fields.remark')}</dt>
        <dd>{dash(contract.remark)}</dd>
      </Facts>

      <Parties>
        <section aria-labelledby="contract-party-a">
          <h2 id="contract-party-a">{t('purchaseContracts.fields.partyASection')}</h2>
          <Facts>
            <dt>{t('purchaseContracts.fields.companyName')}</dt>
            <dd>{partyA.companyName}</dd>
            <dt>{t('purchaseContracts.fields.creditCode')}</dt>
            <dd>{partyA.creditCode}</dd>
            <dt>{t('purchaseContracts.fields.address')}</dt>
            <dd>{dash(partyA.address)}</dd>
            <dt>{t('purchaseContracts.fields.contactName')}</dt>
            <dd>{dash(partyA.contactName)}</dd>
            <dt>{t('purchaseContracts.fields.contactPhone')}</dt>
            <dd>{dash(partyA.contactPhone)}</dd>
            <dt>{t('purchaseContracts.fields.email')}</dt>
            <dd>{dash(partyA.email)}</dd>
          </Facts>
        </section>
        <section aria-labelledby="contract-party-b">
          <h2 id="contract-party-b">{t('purchaseContracts.fields.partyBSection')}</h2>
          <Facts>
            <dt>{t('purchaseContracts.fields.companyName')}</dt>
            <dd>{dash(partyB.companyName)}</dd>
            <dt>{t('purchaseContracts.fields.address')}</dt>
            <dd>{dash(partyB.address)}</dd>
            <dt>{t('purchaseContracts.fields.phone')}</dt>
            <dd>{dash(partyB.phone)}</dd>
          </Facts>
        </section>
      </Parties>

      {contract.status === 'approved' && (
        <PdfPreview
          title={t('purchaseContracts.pdfPreview')}
          src={preview.src}
          loading={preview.loading}
          error={preview.error}
          onDownload={() => download(contract.id)}
          downloading={busy === contract.id}
        />
      )}
    </Wrap>
  );
}
