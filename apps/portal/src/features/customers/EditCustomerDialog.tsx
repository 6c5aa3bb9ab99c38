import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { Checkbox, Input, toast } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import { useCrmCustomerUpdateMutation, type CrmMember, type CustomerDetail } from './customersApi';
import { parseTags, tagsValid } from './input';
import { Fields } from './styles';

/** Renames a customer, retags it and chooses its collaborators (its owner or an administrator). */
export function EditCustomerDialog({
  customer,
  members,
  onClose,
}: {
  customer: CustomerDetail;
  members: readonly CrmMember[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(customer.name);
  const [tags, setTags] = useState(customer.tags.join('，'));
  const [collaborators, setCollaborators] = useState(customer.collaboratorIds);
  const [error, setError] = useState('');
  const [update, { isLoading }] = useCrmCustomerUpdateMutation();
  const submit = () => {
    const tagList = parseTags(tags);
    if (!name.trim()) return setError(t('customers.create.nameRequired'));
    if (!tagsValid(tagList))
      return setError(t('customers.create.tagsInvalid', { max: L.tagsMax, len: L.tagMax }));
    void update({
      customerId: customer.customerId,
      name: name.trim(),
      tags: tagList,
      collaboratorIds: collaborators,
    })
      .unwrap()
      .then(() => {
        toast.success(t('customers.drawer.saved'));
        onClose();
      })
      .catch(() => undefined);
  };
  return (
    <FormDialog
      title={t('customers.drawer.editTitle')}
      okLabel={t('customers.save')}
      saving={isLoading}
      onOk={submit}
      onClose={onClose}
    >
      <Fields>
        <Input
          label={t('customers.create.name')}
          maxLength={L.nameMax}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError('');
          }}
        />
        <Input
          label={t('customers.create.tags')}
          placeholder={t('customers.create.tagsHint', { max: L.tagsMax })}
          value={tags}
          onChange={(e) => {
            setTags(e.target.value);
            setError('');
          }}
        />
        <fieldset>
          <legend>{t('customers.drawer.collaborators')}</legend>
          {members
            .filter((m) => m.userId !== customer.ownerId)
            .map((m) => (
              <Checkbox
                key={m.userId}
                label={m.name}
                checked={collaborators.includes(m.userId)}
                disabled={!collaborators.includes(m.userId) && collaborators.length >= L.collaboratorsMax}
                onChange={(e) =>
                  setCollaborators(
                    e.target.checked
                      ? [...collaborators, m.userId]
                      : collaborators.filter((id) => id !== m.userId),
                  )
                }
              />
            ))}
        </fieldset>
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
