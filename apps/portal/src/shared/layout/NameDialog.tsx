import { useState, type ReactNode } from 'react';
import { Input } from '@platform/ui';
import { FormDialog } from './FormDialog';

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
  const [name, setName] = useState(initial);
  const [error, setError] = useState('');
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(requiredMessage);
    onSave(trimmed);
  };
  return (
    <FormDialog title={title} saving={saving} onOk={submit} onClose={onClose}>
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
    </FormDialog>
  );
}
