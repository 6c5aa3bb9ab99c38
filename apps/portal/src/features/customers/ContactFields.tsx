import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { Input } from '@platform/ui';
import type { ContactDraft } from './input';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: end;
`;

/** One contact's four fields; `n` names them apart when several show. */
export function ContactFields({
  value,
  n,
  onChange,
}: {
  value: ContactDraft;
  n?: number;
  onChange: (next: ContactDraft) => void;
}) {
  const { t } = useTranslation();
  const label = (key: keyof ContactDraft) =>
    n === undefined ? t(`customers.contact.${key}`) : `${t(`customers.contact.${key}`)} ${n}`;
  const field = (key: keyof ContactDraft, max: number, type = 'text') => (
    <Input
      type={type}
      label={label(key)}
      maxLength={max}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
    />
  );
  return (
    <Grid>
      {field('name', L.contactNameMax)}
      {field('title', L.contactTitleMax)}
      {field('phone', 20, 'tel')}
      {field('email', L.emailMax, 'email')}
    </Grid>
  );
}
