import { useState, type FormEvent } from 'react';
import { TenantType } from '@platform/contracts/constants';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Button, Input, RadioGroup, toast } from '@platform/ui';
import { useAppDispatch } from '../../shared/store/hooks';
import type { AppStore } from '../../shared/store/rootState';
import { appActions } from '../../shared/session/appSlice';
import { useCustomer } from '../../shared/customer/useCustomer';
import { offerFreeTrial } from '../membership';
import { useSubmitOrgMutation } from './orgApi';

const Card = styled.form`
  max-width: 560px;
  margin: 64px auto;
  padding: 32px 40px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  box-shadow: 0 2px 16px rgba(0, 0, 0, 0.08);
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: 22px;
  }
`;

/** /org/index: a first-time user fills in organisation info (no top bar here). */
export default function OrgPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const customer = useCustomer();
  const [orgName, setOrgName] = useState('');
  const [type, setType] = useState(String(TenantType.ORGANISATION));
  const [industry, setIndustry] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [submit, { isLoading }] = useSubmitOrgMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orgName.trim()) return setError(t('org.nameRequired'));
    const result = await submit({
      orgName: orgName.trim(),
      type: Number(type),
      industry: industry.trim() || undefined,
      contact: contact.trim() || undefined,
    });
    if ('data' in result && result.data) {
      dispatch(appActions.orgInfoSet(result.data));
      toast.success(t('org.saved'));
      void navigate('/home/discover');
      void offerFreeTrial(store);
    }
  };

  return (
    <Card onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('org.title')}>
      <h1>{customer.platformName}</h1>
      <p>{t('org.intro')}</p>
      <Input
        label={t('org.name')}
        placeholder={t('org.namePlaceholder')}
        value={orgName}
        maxLength={100}
        error={error || undefined}
        onChange={(e) => (setOrgName(e.target.value), setError(''))}
      />
      <RadioGroup
        label={t('org.type')}
        direction="row"
        value={type}
        onChange={setType}
        options={[
          { value: String(TenantType.PERSONAL), label: t('org.typePersonal') },
          { value: String(TenantType.ORGANISATION), label: t('org.typeEnterprise') },
          { value: String(TenantType.ORGANISATION_ALT), label: t('org.typeOrganisation') },
        ]}
      />
      <Input
        label={t('org.industry')}
        placeholder={t('org.industryPlaceholder')}
        value={industry}
        maxLength={50}
        onChange={(e) => setIndustry(e.target.value)}
      />
      <Input
        label={t('org.contact')}
        placeholder={t('org.contactPlaceholder')}
        value={contact}
        maxLength={32}
        onChange={(e) => setContact(e.target.value)}
      />
      <Button type="submit" variant="primary" block loading={isLoading}>
        {t('org.submit')}
      </Button>
    </Card>
  );
}
