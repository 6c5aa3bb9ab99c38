import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Button, Dialog, Input, toast } from '@platform/ui';
import {
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_JOIN_MODE,
  RECLICK_LOCK_MS,
} from '@platform/contracts/pay/constants';
import type { AppStore } from '../../shared/store/rootState';
import { refreshServices } from '../../shared/permission/refreshServices';
import { emitPortalEvent } from '../../shared/events';
import { appActions } from '../../shared/session/appSlice';
import { useScanActiveMutation } from './activationCodesApi';
import './i18n';

/** Spec 1 §2/§4/§5 Activation-code dialog (540 px): required, 9 characters, 2000 ms re-click lock. */
export function ActivationDialog() {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [scan, { isLoading }] = useScanActiveMutation();

  const close = () => {
    setCode('');
    setError('');
    store.dispatch(appActions.activationDialogShown(false));
  };

  const submit = async () => {
    const value = code.trim();
    if (!value) return setError(t('activationCodes.dialog.required'));
    if (value.length !== ACTIVATION_CODE_LENGTH) return setError(t('activationCodes.dialog.length'));
    setError('');
    try {
      await scan({ code: value, joinMode: ACTIVATION_JOIN_MODE }).unwrap();
    } catch {
      return; // Spec 1 §7: loading clears; the message is not shown here.
    }
    toast.success(t('activationCodes.dialog.success'));
    emitPortalEvent('purchaseCompleted');
    refreshServices(store.dispatch);
    close();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && close()} title={t('activationCodes.dialog.title')} width={540}>
      <form
        data-testid="activation-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label={t('activationCodes.dialog.label')}
          placeholder={t('activationCodes.dialog.placeholder')}
          maxLength={ACTIVATION_CODE_LENGTH}
          value={code}
          error={error || undefined}
          onChange={(e) => setCode(e.target.value)}
          onBlur={() => !code.trim() && setError(t('activationCodes.dialog.required'))}
          autoFocus
        />
        {/* The lock is for repeat clicks; Enter in the field submits through the form, unlocked, so a corrected code goes at once. */}
        <Button
          variant="primary"
          block
          loading={isLoading}
          lockMs={RECLICK_LOCK_MS}
          onClick={() => void submit()}
        >
          {t('activationCodes.dialog.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
