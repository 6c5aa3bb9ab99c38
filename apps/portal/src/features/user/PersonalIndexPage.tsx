import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { ProfileForm } from './ProfileForm';
import { useProfileQuery } from './userApi';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: 12px 16px;
  margin: 0 0 24px;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

/** The roles every tenant has; an organisation's own roles arrive with their names (issue 29). */
const BUILT_IN_ROLES = ['personal', 'administrator', 'member'] as const;
const isBuiltInRole = (role: string): role is (typeof BUILT_IN_ROLES)[number] =>
  (BUILT_IN_ROLES as readonly string[]).includes(role);

/** /user/personal/index: the profile and its editing. */
export default function PersonalIndexPage() {
  const { t } = useTranslation();
  const { data: profile, isLoading } = useProfileQuery();
  const [editing, setEditing] = useState(false);
  if (isLoading || !profile) return <Spinner />;
  const dash = t('common.dash');
  const facts: [string, string][] = [
    [t('user.realName'), profile.realName || dash],
    [t('user.nickName'), profile.nickName || dash],
    [t('user.account'), profile.account],
    [t('user.phone'), profile.phone || t('user.notBound')],
    [t('user.email'), profile.email || dash],
    [t('user.tenant'), profile.tenantName || dash],
    [
      t('user.role'),
      isBuiltInRole(profile.roleName) ? t(`user.roles.${profile.roleName}`) : profile.roleName || dash,
    ],
  ];
  return (
    <Page>
      <h1>{t('user.profile')}</h1>
      {editing ? (
        <ProfileForm initial={profile} onSaved={() => setEditing(false)} />
      ) : (
        <>
          <Facts data-testid="profile-facts">
            {facts.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Facts>
          <Button variant="primary" onClick={() => setEditing(true)}>
            {t('user.editProfile')}
          </Button>
        </>
      )}
    </Page>
  );
}
