import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Button, Dialog, Input, toast } from '@platform/ui';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_JOIN_MODE, RECLICK_LOCK_MS } from '@platform/contracts';
import type { AppStore } from '../../app/store';
import { refreshServices } from '../../app/permission/refreshServices';
import { flow, HAS_BOUGHT_EVENT } from './flow';
import { useScanActiveMutation } from './membershipApi';
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
    flow.set({ activation: false });
  };

  const submit = async () => {
    const value = code.trim();
    if (!value) return setError(t('membership.activation.required'));
    if (value.length !== ACTIVATION_CODE_LENGTH) return setError(t('membership.activation.length'));
    setError('');
    try {
      await scan({ code: value, joinMode: ACTIVATION_JOIN_MODE }).unwrap();
    } catch {
      return; // Spec 1 §7: loading clears; the message is not shown here.
    }
    toast.success(t('membership.activation.success'));
    window.dispatchEvent(new CustomEvent(HAS_BOUGHT_EVENT));
    refreshServices(store.dispatch);
    close();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && close()} title={t('membership.activation.title')} width={540}>
      <form
        data-testid="activation-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label={t('membership.activation.label')}
          placeholder={t('membership.activation.placeholder')}
          maxLength={ACTIVATION_CODE_LENGTH}
          value={code}
          error={error || undefined}
          onChange={(e) => setCode(e.target.value)}
          onBlur={() => !code.trim() && setError(t('membership.activation.required'))}
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
          {t('membership.activation.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
