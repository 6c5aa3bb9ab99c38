import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, Tabs } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { SocialBindings } from '../auth';
import { useProfileQuery } from './userApi';

/** /user/safety/index: change password and bound phone, link or unlink social accounts. */
export default function SafetyPage() {
  const { t } = useTranslation();
  const { data: profile } = useProfileQuery();
  if (!profile) return <Spinner />;
  return (
    <Page>
      <h1>{t('user.safety')}</h1>
      <Tabs
        aria-label={t('user.safety')}
        items={[
          { key: 'password', label: t('user.changePassword'), content: <ChangePasswordForm /> },
          {
            key: 'phone',
            label: t('user.changePhone'),
            content: <ChangePhoneForm current={profile.phone} />,
          },
          {
            key: 'social',
            label: t('user.socialAccounts'),
            content: (
              <Suspense fallback={<Spinner />}>
                <SocialBindings />
              </Suspense>
            ),
          },
        ]}
      />
    </Page>
  );
}
