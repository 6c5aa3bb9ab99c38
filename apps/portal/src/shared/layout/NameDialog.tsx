import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Input } from '@platform/ui';

export interface NameDialogProps {
  title: string;
  /** The field's label. */
  label: string;
  initial: string;
  maxLength: number;
  /** Shown when the name is left empty. */
  requiredMessage: string;
  saving: boolean;
  /** A line under the field (e.g. how many items the save takes). */
  note?: ReactNode;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Names or renames something (a saved search, a lead list): 1 to maxLength characters, trimmed. */
export function NameDialog({
  title,
  label,
  initial,
  maxLength,
  requiredMessage,
  saving,
  note,
  onSave,
  onClose,
}: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState('');
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(requiredMessage);
    onSave(trimmed);
  };
  return (
    <Dialog
      open
      title={title}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={saving} onClick={submit}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input
          label={label}
          value={name}
          maxLength={maxLength}
          showCount
          autoFocus
          error={error || undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError('');
          }}
        />
        {note && <p>{note}</p>}
      </form>
    </Dialog>
  );
}
