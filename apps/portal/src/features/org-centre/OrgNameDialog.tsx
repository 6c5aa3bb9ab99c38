import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { NameDialog } from '../../shared/layout/NameDialog';
import { Alert } from '../../shared/layout/documentPage';
import { useRefusal } from './words';

export interface OrgNameDialogProps {
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  saving: boolean;
  /** The save; a rejection (the server's refusal: 名称已存在…) stays in the dialog. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Names a post or a role: closes once saved, else shows the server's refusal under the field. */
export function OrgNameDialog({ onSave, onClose, ...props }: OrgNameDialogProps) {
  const { t } = useTranslation();
  const refusalOf = useRefusal();
  const [refusal, setRefusal] = useState('');
  const save = async (name: string) => {
    setRefusal('');
    try {
      await onSave(name);
      toast.success(t('orgCentre.saved'));
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  return (
    <NameDialog
      {...props}
      requiredMessage={t('orgCentre.nameRequired')}
      note={
        refusal ? (
          <Alert as="span" role="alert">
            {refusal}
          </Alert>
        ) : undefined
      }
      onSave={(name) => void save(name)}
      onClose={onClose}
    />
  );
}
