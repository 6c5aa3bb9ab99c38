import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { decodeInfo, safeReturnPath } from './encodedInfo';
import { ProfileForm } from './ProfileForm';
import { useProfileQuery } from './userApi';

/** /user/personal/info: complete the profile, prefilled from the main site, then go on to `path`. */
export default function PersonalInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: profile } = useProfileQuery();
  if (!profile) return <Spinner />;
  const handed = decodeInfo(params.get('info'));
  const next = safeReturnPath(params.get('path'));
  return (
    <Page>
      <h1>{t('routes.user.personalInfo')}</h1>
      {Object.keys(handed).length > 0 && <p>{t('user.infoFrom')}</p>}
      <ProfileForm initial={{ ...profile, ...handed }} onSaved={() => next && void navigate(next)} />
    </Page>
  );
}
