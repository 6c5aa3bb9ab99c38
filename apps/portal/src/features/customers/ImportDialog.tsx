import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L, IMPORT_ROW_TEXT } from '@platform/contracts';
import { toast, useUiConfig } from '@platform/ui';
import { currentLanguage } from '../../shared/i18n';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { FormDialog } from '../../shared/layout/FormDialog';
import { uploadCustomers } from './fileCalls';
import { customersApi, customersRoutesTable, type ImportResult } from './customersApi';
import { Fields } from './styles';

const Rows = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    overflow-wrap: anywhere;
  }
`;

/** The import's header row, as the contract's IMPORT_COLUMNS (repeated: that module carries zod). */
const COLUMNS = {
  zh: '企业名称、统一社会信用代码、标签、联系人、职务、手机、邮箱',
  en: 'Company name, Credit code, Tags, Contact, Title, Mobile, Email',
} as const;

/** 导入: a .csv or .xlsx file posted as multipart; the created count, or every refused row and why. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.app.token);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<ImportResult | null>(null);
  const upload = async () => {
    if (!file) return setError(t('customers.import.fileRequired'));
    setBusy(true);
    setResult(null);
    try {
      const out = await uploadCustomers(customersRoutesTable.customerImport.path, file, {
        token: token ?? '',
        language: currentLanguage(),
      });
      setResult(out.result);
      setError(out.result?.errors.length ? '' : out.message);
      if (!out.message && out.result) {
        toast.success(t('customers.import.created', { count: out.result.created }));
        dispatch(customersApi.util.invalidateTags(['Customers']));
      }
    } finally {
      setBusy(false);
    }
  };
  const bad = result?.errors ?? [];
  return (
    <FormDialog
      title={t('customers.import.title')}
      okLabel={t('customers.import.upload')}
      width={760}
      saving={busy}
      onOk={() => void upload()}
      onClose={onClose}
    >
      <Fields>
        <p>{t('customers.import.hint', { max: L.importRowsMax, columns: COLUMNS[locale] })}</p>
        <label>
          {t('customers.import.file')}{' '}
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError('');
              setResult(null);
            }}
          />
        </label>
        {error && <p role="alert">{error}</p>}
        {result && bad.length === 0 && (
          <p role="status">{t('customers.import.created', { count: result.created })}</p>
        )}
        {bad.length > 0 && (
          <>
            <p role="alert">{t('customers.import.refused', { count: bad.length })}</p>
            <Rows data-testid="import-errors">
              <thead>
                <tr>
                  <th scope="col">{t('customers.import.rowHead')}</th>
                  <th scope="col">{t('customers.import.column')}</th>
                  <th scope="col">{t('customers.import.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {bad.map((e) => (
                  <tr key={`${e.row}-${e.column}-${e.code}`}>
                    <td>{t('customers.import.row', { row: e.row })}</td>
                    <td>{e.column}</td>
                    <td>{IMPORT_ROW_TEXT[e.code][locale]}</td>
                  </tr>
                ))}
              </tbody>
            </Rows>
          </>
        )}
      </Fields>
    </FormDialog>
  );
}
