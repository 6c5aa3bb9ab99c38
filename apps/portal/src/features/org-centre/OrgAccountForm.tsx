import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, toast } from '@platform/ui';
import { AreaSelector } from '@platform/ui/domain';
import { isValidUscc } from '@platform/contracts/bigdata/uscc';
import { ORG_CENTRE_LIMITS as L } from '@platform/contracts/org-centre/limits';
import type { OrgAccount } from '@platform/contracts/org-centre/schemas';
import { Alert, Fields } from '../../shared/layout/documentPage';
import { useOrgAccountSaveMutation } from './orgCentreApi';
import { useRefusal } from './words';

type Draft = Pick<OrgAccount, 'name' | 'creditCode' | 'industry' | 'region' | 'logo'>;

/**
 * The account's fields. The credit code is checked while typing (isValidUscc; the server checks it
 * again); a refusal of the server stays beside the button with everything typed.
 */
export function OrgAccountForm({ account, editable }: { account: OrgAccount; editable: boolean }) {
  const { t } = useTranslation();
  const refusalOf = useRefusal();
  const [save, { isLoading }] = useOrgAccountSaveMutation();
  const [draft, setDraft] = useState<Draft>({
    name: account.name,
    creditCode: account.creditCode,
    industry: account.industry,
    region: account.region,
    logo: account.logo,
  });
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setRefusal('');
  };

  const name = draft.name.trim();
  const code = draft.creditCode.trim();
  const errors = {
    name: name.length < 2 || name.length > 100 ? t('orgCentre.account.nameInvalid') : undefined,
    creditCode: code && !isValidUscc(code) ? t('orgCentre.account.creditCodeInvalid') : undefined,
  };
  const shown = {
    name: tried ? errors.name : undefined,
    creditCode: tried || code.length >= L.creditCodeLength ? errors.creditCode : undefined,
  };

  const submit = async () => {
    setTried(true);
    setRefusal('');
    if (errors.name || errors.creditCode) return;
    try {
      await save({
        name,
        creditCode: code,
        industry: draft.industry.trim(),
        region: draft.region,
        logo: draft.logo.trim(),
      }).unwrap();
      toast.success(t('orgCentre.saved'));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <form
      aria-label={t('orgCentre.account.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Fields>
        <Input
          label={t('orgCentre.account.name')}
          required
          value={draft.name}
          maxLength={100}
          disabled={!editable}
          error={shown.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Input
          label={t('orgCentre.account.creditCode')}
          value={draft.creditCode}
          maxLength={L.creditCodeLength}
          autoCapitalize="characters"
          spellCheck={false}
          disabled={!editable}
          error={shown.creditCode}
          onChange={(e) => set({ creditCode: e.target.value.toUpperCase() })}
        />
        <Input
          label={t('orgCentre.account.industry')}
          value={draft.industry}
          maxLength={50}
          disabled={!editable}
          onChange={(e) => set({ industry: e.target.value })}
        />
        <AreaSelector
          label={t('orgCentre.account.region')}
          value={draft.region || undefined}
          excludeNationwide
          disabled={!editable}
          onChange={(region) => set({ region })}
        />
        <Input
          label={t('orgCentre.account.logo')}
          type="url"
          placeholder={t('orgCentre.account.logoHint')}
          value={draft.logo}
          maxLength={500}
          disabled={!editable}
          onChange={(e) => set({ logo: e.target.value })}
        />
        {refusal && <Alert role="alert">{refusal}</Alert>}
        {editable && (
          <div>
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('orgCentre.account.save')}
            </Button>
          </div>
        )}
      </Fields>
    </form>
  );
}
