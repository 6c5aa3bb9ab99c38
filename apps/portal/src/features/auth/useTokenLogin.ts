import { useState } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { requestToken, type GrantParams } from '../../shared/api/tokenGrant';
import { currentLanguage } from '../../shared/i18n';
import type { AppStore } from '../../shared/store/rootState';
import { completeLogin } from './session';

/** Runs one token grant; a failure shows its message and stores nothing (spec 1 §4 Login). */
export function useTokenLogin() {
  const store = useStore() as AppStore;
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const login = async (params: GrantParams, tenantId?: string): Promise<boolean> => {
    setPending(true);
    try {
      const result = await requestToken(params, tenantId, currentLanguage());
      if (!result.ok) {
        toast.error(result.code === 504 ? t('request.timeout') : result.message || t('login.loginFailed'));
        return false;
      }
      await completeLogin(store, result.token);
      return true;
    } finally {
      setPending(false);
    }
  };
  return { login, pending };
}
