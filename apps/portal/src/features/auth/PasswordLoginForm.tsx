import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Input } from '@platform/ui';
import { DEFAULT_TENANT_ID } from '@platform/contracts/constants';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { md5 } from './md5';
import { SliderCaptcha } from './SliderCaptcha';
import { useTokenLogin } from './useTokenLogin';
import { Form, Row } from './LoginForm.styles';

interface Errors {
  account?: string;
  password?: string;
}

/** Account + password, then the slider captcha; the password travels MD5-hashed (spec 1 §5). */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const remembered = localStorage.getItem(STORAGE_KEYS.tenantId) ?? '';
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [tenantId, setTenantId] = useState(remembered);
  const [remember, setRemember] = useState(Boolean(remembered));
  const [errors, setErrors] = useState<Errors>({});
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const { login, pending } = useTokenLogin();
  const dispatch = useAppDispatch();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!account.trim()) next.account = t('login.accountRequired');
    if (!password) next.password = t('login.passwordRequired');
    setErrors(next);
    if (!next.account && !next.password) setCaptchaOpen(true);
  };

  const onVerified = async (captchaVerification: string) => {
    setCaptchaOpen(false);
    const tenant = tenantId.trim() || DEFAULT_TENANT_ID;
    if (remember && tenantId.trim()) localStorage.setItem(STORAGE_KEYS.tenantId, tenantId.trim());
    else localStorage.removeItem(STORAGE_KEYS.tenantId);
    await login(
      {
        grant_type: 'password',
        username: account.trim(),
        password: md5(password),
        tenantId: tenantId.trim() || undefined,
        type: 'account',
        scope: 'all',
        captchaVerification,
      },
      tenant,
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('login.passwordTab')}>
      <Input
        aria-label={t('login.account')}
        placeholder={t('login.account')}
        autoComplete="username"
        value={account}
        maxLength={64}
        error={errors.account}
        onChange={(e) => setAccount(e.target.value)}
      />
      <Input
        aria-label={t('login.password')}
        placeholder={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        maxLength={64}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Input
        aria-label={t('login.tenantId')}
        placeholder={t('login.tenantId')}
        value={tenantId}
        maxLength={6}
        inputMode="numeric"
        onChange={(e) => setTenantId(e.target.value.replace(/\D/g, ''))}
      />
      <Row>
        <Checkbox
          label={t('login.rememberTenant')}
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <Link to="/rest/password" onClick={() => dispatch(appActions.loginDialogShown(false))}>
          {t('login.forgotPassword')}
        </Link>
      </Row>
      {captchaOpen ? (
        <section aria-label={t('login.captchaTitle')}>
          <p>{t('login.captchaTitle')}</p>
          <SliderCaptcha onVerified={(v) => void onVerified(v)} />
        </section>
      ) : (
        <Button type="submit" variant="primary" block loading={pending}>
          {t('login.submit')}
        </Button>
      )}
    </Form>
  );
}
