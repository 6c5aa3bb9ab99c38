import { useTranslation } from 'react-i18next';
import { Spinner, Tag } from '@platform/ui';
import type { CertificationStatus } from '@platform/contracts/org-centre/limits';
import { Facts, Hint, Wrap } from '../../shared/layout/documentPage';
import { OrgAccountForm } from './OrgAccountForm';
import { useOrgAccountQuery } from './orgCentreApi';
import { useOrgStanding } from './words';
import './i18n';

const TONE: Record<CertificationStatus, 'neutral' | 'warning' | 'success'> = {
  uncertified: 'neutral',
  pending: 'warning',
  certified: 'success',
};

/**
 * /user/dept/account: the organisation account (name, credit code, industry, region, logo) with its
 * certification status; the form is editable with org.manage, read-only otherwise.
 */
export default function OrgAccountPage() {
  const { t } = useTranslation();
  const { can } = useOrgStanding();
  const { data, isLoading } = useOrgAccountQuery();
  const editable = can('org.manage');
  return (
    <Wrap data-testid="org-account">
      <h1>{t('orgCentre.account.title')}</h1>
      {isLoading || !data ? (
        isLoading && <Spinner />
      ) : (
        <>
          <Facts>
            <dt>{t('orgCentre.account.certification')}</dt>
            <dd>
              <Tag tone={TONE[data.certification]}>{t(`orgCentre.certification.${data.certification}`)}</Tag>
            </dd>
            <dt>{t('orgCentre.account.members')}</dt>
            <dd>{data.memberCount}</dd>
          </Facts>
          <h2>{t('orgCentre.account.title')}</h2>
          {!editable && <Hint>{t('orgCentre.account.readOnly')}</Hint>}
          {/* Remounted when the saved account changes, so the form starts from it. */}
          <OrgAccountForm key={JSON.stringify(data)} account={data} editable={editable} />
        </>
      )}
    </Wrap>
  );
}
