import { useTranslation } from 'react-i18next';
import { confirm, toast } from '@platform/ui';
import { useRegistrationCancelMutation } from './activityApi';

/**
 * Cancelling my registration to an activity, from its detail page or my registrations: asks to
 * confirm, cancels and says so. A refusal is left to the caller's catch.
 */
export function useCancelRegistration() {
  const { t } = useTranslation();
  const [cancel, { isLoading: cancelling }] = useRegistrationCancelMutation();
  const cancelRegistration = async (publicationId: string) => {
    const confirmed = await confirm({
      title: t('publications.activity.cancel'),
      content: t('publications.activity.cancelConfirm'),
    });
    if (!confirmed) return;
    await cancel({ publicationId }).unwrap();
    toast.success(t('publications.activity.cancelled'));
  };
  return { cancelRegistration, cancelling };
}
