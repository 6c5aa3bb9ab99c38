import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Input } from '@platform/ui';
import { QUERY_TITLE_MAX } from './limits';

/** Names or renames a query: the title, 1–60 characters. */
export function NameDialog({
  title,
  initial,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState('');
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('queries.nameRequired'));
    onSave(trimmed);
  };
  return (
    <Dialog
      open
      title={title}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('queries.cancel')}</Button>
          <Button variant="primary" loading={saving} onClick={submit}>
            {t('queries.ok')}
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
          label={t('queries.name')}
          value={name}
          maxLength={QUERY_TITLE_MAX}
          showCount
          autoFocus
          error={error || undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError('');
          }}
        />
      </form>
    </Dialog>
  );
}
