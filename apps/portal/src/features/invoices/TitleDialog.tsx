import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Input, RadioGroup, toast } from '@platform/ui';
import { isValidUscc } from '@platform/contracts/bigdata/uscc';
import {
  INVOICE_LIMITS as L,
  INVOICE_TITLE_KINDS,
  type InvoiceTitleKind,
} from '@platform/contracts/invoices/limits';
import type { InvoiceTitle } from '@platform/contracts/invoices/schemas';
import type { RequestError } from '../../shared/api/baseQuery';
import { FormDialog } from '../../shared/layout/FormDialog';
import { useInvoiceTitleSaveMutation } from './invoicesApi';
import { Alert, Fields } from '../../shared/layout/documentPage';

const PHONE = /^[0-9+\-() ]*$/;
const ACCOUNT = /^[0-9 -]*$/;

interface Draft {
  kind: InvoiceTitleKind;
  name: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  isDefault: boolean;
}

const draftOf = (title: InvoiceTitle | null, first: boolean): Draft => ({
  kind: title?.kind ?? 'company',
  name: title?.name ?? '',
  taxNo: title?.taxNo ?? '',
  address: title?.address ?? '',
  phone: title?.phone ?? '',
  bank: title?.bank ?? '',
  account: title?.account ?? '',
  isDefault: title?.isDefault ?? first,
});

/**
 * Adds (title null) or edits an invoice title. The taxpayer ID is checked while typing (a company's
 * unified social credit code); a personal title has only a name. A refusal of the server stays in
 * the dialog with everything typed.
 */
export function TitleDialog({
  title,
  first,
  onClose,
}: {
  title: InvoiceTitle | null;
  /** No title saved yet: the new one is the default. */
  first: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(title, first));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [save, { isLoading }] = useInvoiceTitleSaveMutation();
  const company = draft.kind === 'company';
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setRefusal('');
  };

  const taxNo = draft.taxNo.trim();
  const errors = {
    name: !draft.name.trim() ? t('invoices.titlePage.nameRequired') : undefined,
    taxNo: !company
      ? undefined
      : !taxNo
        ? t('invoices.titlePage.taxNoRequired')
        : !isValidUscc(taxNo)
          ? t('invoices.titlePage.taxNoInvalid')
          : undefined,
    phone: company && !PHONE.test(draft.phone.trim()) ? t('invoices.titlePage.phoneInvalid') : undefined,
    account:
      company && !ACCOUNT.test(draft.account.trim()) ? t('invoices.titlePage.accountInvalid') : undefined,
  };
  // Shown while typing once there is something to check; the empty ones after a first try.
  const shown = {
    name: tried ? errors.name : undefined,
    taxNo: tried || taxNo.length > 0 ? errors.taxNo : undefined,
    phone: errors.phone,
    account: errors.account,
  };

  const submit = async () => {
    setTried(true);
    setRefusal('');
    if (Object.values(errors).some(Boolean)) return;
    const trimmed = {
      kind: draft.kind,
      name: draft.name.trim(),
      taxNo: company ? taxNo : '',
      address: company ? draft.address.trim() : '',
      phone: company ? draft.phone.trim() : '',
      bank: company ? draft.bank.trim() : '',
      account: company ? draft.account.trim() : '',
      isDefault: draft.isDefault,
    };
    try {
      await save(title ? { ...trimmed, id: title.id } : trimmed).unwrap();
      toast.success(t('invoices.titlePage.saved'));
      onClose();
    } catch (error) {
      setRefusal((error as Partial<RequestError>).message || t('request.unknown'));
    }
  };

  const text = (key: 'address' | 'phone' | 'bank' | 'account', max: number) => (
    <Input
      label={t(`invoices.fields.${key}`)}
      value={draft[key]}
      maxLength={max}
      error={key === 'phone' || key === 'account' ? shown[key] : undefined}
      inputMode={key === 'phone' ? 'tel' : key === 'account' ? 'numeric' : undefined}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );

  return (
    <FormDialog
      title={title ? t('invoices.titlePage.editTitle') : t('invoices.titlePage.addTitle')}
      okLabel={t('invoices.titlePage.save')}
      saving={isLoading}
      width={540}
      onOk={() => void submit()}
      onClose={onClose}
    >
      <Fields>
        <RadioGroup<InvoiceTitleKind>
          label={t('invoices.fields.kind')}
          value={draft.kind}
          options={INVOICE_TITLE_KINDS.map((k) => ({ value: k, label: t(`invoices.kinds.${k}`) }))}
          onChange={(kind) => set({ kind })}
        />
        <Input
          label={t('invoices.fields.name')}
          required
          value={draft.name}
          maxLength={L.nameMax}
          error={shown.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        {company && (
          <>
            <Input
              label={t('invoices.fields.taxNo')}
              required
              value={draft.taxNo}
              maxLength={18}
              autoCapitalize="characters"
              spellCheck={false}
              error={shown.taxNo}
              onChange={(e) => set({ taxNo: e.target.value.toUpperCase() })}
            />
            {text('address', L.addressMax)}
            {text('phone', L.phoneMax)}
            {text('bank', L.bankMax)}
            {text('account', L.accountMax)}
          </>
        )}
        <Checkbox
          label={t('invoices.titlePage.defaultLabel')}
          checked={draft.isDefault}
          onChange={(e) => set({ isDefault: e.target.checked })}
        />
        {refusal && <Alert role="alert">{refusal}</Alert>}
      </Fields>
    </FormDialog>
  );
}
