import { useTranslation } from 'react-i18next';
import { Dialog } from '@platform/ui';
import type { MealCodeValue } from '@platform/contracts/constants';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { VipPlans } from './VipPlans';
import './i18n';

/** Spec 1 §2 VIP purchase dialog (760 px, tabs C and D). */
export function VipDialog({ tab }: { tab: MealCodeValue }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && dispatch(appActions.vipDialogShown(false))}
      title={t('membership.vip.title')}
      width={760}
    >
      <VipPlans initialTab={tab} />
    </Dialog>
  );
}
