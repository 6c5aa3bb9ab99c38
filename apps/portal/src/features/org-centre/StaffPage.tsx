import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Tabs } from '@platform/ui';
import { Toolbar, Wrap } from '../../shared/layout/documentPage';
import { InvitationsTab } from './InvitationsTab';
import { InviteDialog } from './InviteDialog';
import { JoinRequestsTab } from './JoinRequestsTab';
import { MembersTab } from './MembersTab';
import { useOrgStanding } from './words';
import './i18n';

const TABS = ['members', 'joins', 'invites'] as const;
type Tab = (typeof TABS)[number];

/**
 * /user/manage/staff: tabs 成员 / 加入申请 / 邀请记录 (`?tab=`). Join requests, invitations and the
 * invite dialog are for staff.manage only; members are listed to every member.
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const { can } = useOrgStanding();
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const manages = can('staff.manage');
  const tabs: readonly Tab[] = manages ? TABS : ['members'];
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'members';

  return (
    <Wrap data-testid="org-staff">
      <h1>{t('orgCentre.staff.title')}</h1>
      {manages && (
        <Toolbar>
          <Button variant="primary" onClick={() => setInviting(true)}>
            {t('orgCentre.staff.invite')}
          </Button>
        </Toolbar>
      )}
      {tabs.length > 1 && (
        <Tabs
          aria-label={t('orgCentre.staff.title')}
          activeKey={tab}
          onChange={(key) => setParams(key === 'members' ? {} : { tab: key }, { replace: true })}
          items={tabs.map((key) => ({ key, label: t(`orgCentre.staff.tabs.${key}`) }))}
        />
      )}
      {tab === 'members' && <MembersTab />}
      {tab === 'joins' && <JoinRequestsTab />}
      {tab === 'invites' && <InvitationsTab />}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </Wrap>
  );
}
