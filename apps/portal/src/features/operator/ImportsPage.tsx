import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMPORT_LIMITS, type ImportRun, type OperatorImports } from '@platform/contracts';
import {
  Button,
  Empty,
  Spinner,
  Table,
  Tag,
  Upload,
  formatDateTime,
  formatFileSize,
  formatThousands,
  toast,
  type TableColumn,
} from '@platform/ui';
import { postFile } from '../../shared/api/upload';
import { currentLanguage } from '../../shared/i18n';
import { useAppSelector } from '../../shared/store/hooks';
import { OperatorGate } from './OperatorGate';
import {
  IMPORT_UPLOAD_PATH,
  useOperatorImportDiscardMutation,
  useOperatorImportStartMutation,
  useOperatorImportsQuery,
} from './importsApi';
import { Block, FieldRow } from './styles';

type TableRow = OperatorImports['tables'][number];

const ACTIVE: readonly ImportRun['status'][] = ['validating', 'importing'];
const TONE = {
  validating: 'brand',
  invalid: 'danger',
  valid: 'success',
  importing: 'brand',
  done: 'success',
  failed: 'danger',
  discarded: 'neutral',
} as const;

const Problems = styled.ol`
  max-height: 240px;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.muted};
  font-family: monospace;
  overflow-wrap: anywhere;
`;

const Bar = styled.progress`
  width: 100%;
  max-width: 480px;
  height: 12px;
`;

/**
 * /operator/imports: the data set's figures and the company import (docs/enterprise-import.md
 * "From the operator console"): a file is uploaded, checked in the background, shown with its
 * report, and written only when the operator starts it; the page follows its progress.
 */
export default function ImportsPage() {
  const { t } = useTranslation();
  const token = useAppSelector((s) => s.app.token);
  const list = useOperatorImportsQuery({});
  const active = list.data?.runs.some((r) => ACTIVE.includes(r.status)) ?? false;
  // Follows a run while the server works on it; stops once none is.
  useOperatorImportsQuery({}, { pollingInterval: active ? 1000 : 0, skip: !active });

  const upload = async (file: File, onProgress: (percent: number) => void) => {
    try {
      await postFile<ImportRun>(IMPORT_UPLOAD_PATH, file, {
        token: token ?? '',
        language: currentLanguage(),
        onProgress: (f) => onProgress(Math.round(f * 100)),
      });
      toast.success(t('operatorImports.uploaded'));
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    } finally {
      void list.refetch();
    }
  };

  return (
    <OperatorGate title={t('operatorImports.title')}>
      {list.isLoading && <Spinner />}
      {list.data && <Dataset data={list.data} />}
      <Block aria-labelledby="imports-upload">
        <h2 id="imports-upload">{t('operatorImports.upload')}</h2>
        <p>{t('operatorImports.uploadHelp')}</p>
        <Upload
          accept={['.jsonl', '.ndjson', '.json', '.csv', '.zip']}
          maxSize={IMPORT_LIMITS.uploadBytesMax}
          label={t('operatorImports.uploadButton')}
          upload={upload}
        />
      </Block>
      <Block aria-labelledby="imports-runs">
        <h2 id="imports-runs">{t('operatorImports.runs')}</h2>
        {list.data?.runs.length === 0 && <Empty description={t('operatorImports.noRuns')} />}
        {list.data?.runs.map((run) => (
          <RunItem key={run.id} run={run} />
        ))}
      </Block>
    </OperatorGate>
  );
}

function Dataset({ data }: { data: OperatorImports }) {
  const { t } = useTranslation();
  const { dataset } = data;
  const columns: TableColumn<TableRow>[] = [
    {
      key: 'table',
      title: t('operatorImports.table'),
      render: (r) => t(`operatorImports.tableNames.${r.table}`),
    },
    {
      key: 'rows',
      title: t('operatorImports.rows'),
      render: (r) =>
        r.estimated
          ? t('operatorImports.estimated', { count: formatThousands(r.rows) })
          : formatThousands(r.rows),
    },
  ];
  return (
    <Block aria-labelledby="imports-dataset">
      <h2 id="imports-dataset">{t('operatorImports.dataset')}</h2>
      <p data-testid="dataset-summary">
        {dataset
          ? [
              dataset.source === 'import'
                ? t('operatorImports.source.import')
                : t('operatorImports.source.generator', { seed: dataset.seed ?? '' }),
              t('operatorImports.companies', { count: formatThousands(dataset.companies) }),
              t('operatorImports.loadedAt', { at: formatDateTime(dataset.loadedAt) }),
            ].join(' · ')
          : t('operatorImports.source.none')}
      </p>
      <Table
        aria-label={t('operatorImports.tables')}
        columns={columns}
        rows={data.tables}
        rowKey={(r) => r.table}
      />
    </Block>
  );
}

function RunItem({ run }: { run: ImportRun }) {
  const { t } = useTranslation();
  const [start, starting] = useOperatorImportStartMutation();
  const [discard, discarding] = useOperatorImportDiscardMutation();
  const headingId = `import-${run.id}`;
  const canDiscard = run.status === 'valid' || run.status === 'invalid' || run.status === 'failed';
  const canStart = run.status === 'valid' || (run.status === 'failed' && run.validatedAt !== null);
  const act = (call: Promise<unknown>, done: string) =>
    void call.then(() => toast.success(done)).catch(() => undefined);
  const reason = run.failReason
    ? t(`operatorImports.reasons.${run.failReason}`, { defaultValue: run.failReason })
    : '';

  return (
    <Block aria-labelledby={headingId} data-testid="import-run" data-status={run.status}>
      <FieldRow>
        <h3 id={headingId}>{run.fileName}</h3>
        <Tag tone={TONE[run.status]}>{t(`operatorImports.status.${run.status}`)}</Tag>
      </FieldRow>
      <p>
        {t('operatorImports.fileLine', {
          format: run.format.toUpperCase(),
          size: formatFileSize(run.bytes),
          at: formatDateTime(run.createdAt),
        })}
      </p>
      {run.status === 'validating' && <p>{t('operatorImports.validating')}</p>}
      {run.status === 'valid' && (
        <p>
          {t('operatorImports.valid', {
            companies: formatThousands(run.companies),
            insert: formatThousands(run.willInsert),
            update: formatThousands(run.willUpdate),
          })}
        </p>
      )}
      {run.status === 'invalid' && <p>{t('operatorImports.invalid', { count: run.errors.length })}</p>}
      {(run.status === 'importing' || run.status === 'failed') && (
        <>
          <Bar
            value={run.written}
            max={Math.max(run.companies, 1)}
            aria-label={t('operatorImports.progress')}
          />
          <p>
            {run.status === 'importing'
              ? t('operatorImports.importing', {
                  written: formatThousands(run.written),
                  companies: formatThousands(run.companies),
                })
              : t('operatorImports.failed', {
                  reason,
                  written: formatThousands(run.written),
                  companies: formatThousands(run.companies),
                })}
          </p>
        </>
      )}
      {run.status === 'done' && (
        <p>
          {t('operatorImports.done', {
            inserted: formatThousands(run.inserted),
            updated: formatThousands(run.updated),
            rows: formatThousands(run.rowsWritten),
            at: formatDateTime(run.finishedAt),
          })}
        </p>
      )}
      {run.errors.length > 0 && (
        <Problems aria-label={t('operatorImports.status.invalid')}>
          {run.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </Problems>
      )}
      {run.errorsTruncated && <p>{t('operatorImports.truncated', { count: run.errors.length })}</p>}
      {(canStart || canDiscard) && (
        <FieldRow>
          {canStart && (
            <Button
              variant="primary"
              loading={starting.isLoading}
              onClick={() => act(start({ id: run.id }).unwrap(), t('operatorImports.started'))}
            >
              {run.status === 'failed' ? t('operatorImports.resume') : t('operatorImports.start')}
            </Button>
          )}
          {canDiscard && (
            <Button
              loading={discarding.isLoading}
              onClick={() => act(discard({ id: run.id }).unwrap(), t('operatorImports.discarded'))}
            >
              {t('operatorImports.discard')}
            </Button>
          )}
        </FieldRow>
      )}
    </Block>
  );
}
