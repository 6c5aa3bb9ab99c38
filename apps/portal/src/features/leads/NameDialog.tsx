import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Input } from '@platform/ui';
import { LIST_NAME_MAX } from './limits';

/** Names a lead list (save, rename): 1 to LIST_NAME_MAX characters. */
export function NameDialog({
  title,
  initial,
  saving,
  note,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  saving: boolean;
  note?: ReactNode;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState('');
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('leads.save.nameRequired'));
    onSave(trimmed);
  };
  return (
    <Dialog
      open
      title={title}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('leads.cancel')}</Button>
          <Button variant="primary" loading={saving} onClick={submit}>
            {t('leads.ok')}
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
          label={t('leads.save.name')}
          value={name}
          maxLength={LIST_NAME_MAX}
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
