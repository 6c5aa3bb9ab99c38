import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { Button, Combobox, IconClose, Input, RadioGroup, toast } from '@platform/ui';
import { useCompanySuggestQuery } from '../../shared/company/companySuggestApi';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { FormDialog } from '../../shared/layout/FormDialog';
import { ContactFields } from './ContactFields';
import { useCrmCustomerCreateMutation, type CustomerCreateInput } from './customersApi';
import {
  EMPTY_CONTACT,
  contactProblem,
  creditCodeValid,
  parseTags,
  tagsValid,
  toContactInput,
  type ContactDraft,
} from './input';
import { Fields, Row } from './styles';

type Mode = 'data' | 'manual';

/**
 * 新建客户: a company of the data set picked by name (the search suggest), or a name and an optional
 * credit code entered by hand; tags and contacts optional. Checked here as the contract checks.
 */
export function CreateCustomerDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (customerId: string) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('data');
  const [text, setText] = useState('');
  const [company, setCompany] = useState<{ id: string; name: string } | null>(null);
  const [name, setName] = useState('');
  const [uscNo, setUscNo] = useState('');
  const [tags, setTags] = useState('');
  const [contacts, setContacts] = useState<ContactDraft[]>([]);
  const [error, setError] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  const { currentData } = useCompanySuggestQuery({ keyword }, { skip: mode !== 'data' || !keyword });
  const options = keyword && keyword === text.trim() ? (currentData ?? []) : [];
  const [create, { isLoading }] = useCrmCustomerCreateMutation();

  const submit = () => {
    const tagList = parseTags(tags);
    if (mode === 'data' && !company) return setError(t('customers.create.companyRequired'));
    if (mode === 'manual' && !name.trim()) return setError(t('customers.create.nameRequired'));
    if (mode === 'manual' && uscNo.trim() && !creditCodeValid(uscNo))
      return setError(t('customers.create.uscNoInvalid'));
    if (!tagsValid(tagList))
      return setError(t('customers.create.tagsInvalid', { max: L.tagsMax, len: L.tagMax }));
    const problem = contacts.map(contactProblem).find(Boolean);
    if (problem) return setError(t(`customers.contact.${problem}`));
    const input: CustomerCreateInput = {
      ...(mode === 'data' && company
        ? { companyId: company.id }
        : { name: name.trim(), ...(uscNo.trim() && { uscNo: uscNo.trim().toUpperCase() }) }),
      ...(tagList.length > 0 && { tags: tagList }),
      ...(contacts.length > 0 && { contacts: contacts.map(toContactInput) }),
    };
    void create(input)
      .unwrap()
      .then((out) => {
        toast.success(t('customers.create.created', { name: out.name }));
        onCreated(out.customerId);
      })
      .catch(() => undefined);
  };
  const edit = (next: () => void) => {
    next();
    setError('');
  };
  return (
    <FormDialog
      title={t('customers.create.title')}
      width={760}
      saving={isLoading}
      onOk={submit}
      onClose={onClose}
    >
      <Fields>
        <RadioGroup
          label={t('customers.create.mode')}
          direction="row"
          options={(['data', 'manual'] as const).map((m) => ({
            value: m,
            label: t(`customers.create.modes.${m}`),
          }))}
          value={mode}
          onChange={(m) => edit(() => setMode(m))}
        />
        {mode === 'data' ? (
          <>
            <Combobox
              type="search"
              label={t('customers.create.search')}
              listLabel={t('customers.create.suggestions')}
              placeholder={t('customers.create.searchHint')}
              maxLength={50}
              value={text}
              onChange={(v) => edit(() => setText(v))}
              options={options.map((o) => ({ id: o.companyId, label: o.companyName }))}
              onPick={(o) =>
                edit(() => {
                  setCompany({ id: o.id, name: o.label });
                  setText(o.label);
                })
              }
            />
            {company && <p>{t('customers.create.picked', { name: company.name })}</p>}
          </>
        ) : (
          <>
            <Input
              label={t('customers.create.name')}
              maxLength={L.nameMax}
              value={name}
              onChange={(e) => edit(() => setName(e.target.value))}
            />
            <Input
              label={t('customers.create.uscNo')}
              maxLength={18}
              value={uscNo}
              onChange={(e) => edit(() => setUscNo(e.target.value))}
            />
          </>
        )}
        <Input
          label={t('customers.create.tags')}
          placeholder={t('customers.create.tagsHint', { max: L.tagsMax })}
          value={tags}
          onChange={(e) => edit(() => setTags(e.target.value))}
        />
        <fieldset>
          <legend>{t('customers.create.contacts')}</legend>
          {contacts.map((c, i) => (
            <Row key={i}>
              <ContactFields
                n={i + 1}
                value={c}
                onChange={(next) => edit(() => setContacts(contacts.map((x, j) => (j === i ? next : x))))}
              />
              <Button
                size="sm"
                variant="link"
                aria-label={t('customers.create.removeContact', { n: i + 1 })}
                onClick={() => setContacts(contacts.filter((_, j) => j !== i))}
              >
                <IconClose />
              </Button>
            </Row>
          ))}
          {contacts.length < L.contactsMax && (
            <Button size="sm" onClick={() => setContacts([...contacts, EMPTY_CONTACT])}>
              {t('customers.create.addContact')}
            </Button>
          )}
        </fieldset>
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
