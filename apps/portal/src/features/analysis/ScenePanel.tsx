import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_FALLBACK_RANGE } from '@platform/contracts/constants';
import { Button, Empty, Spinner } from '@platform/ui';
import { promptPurchase } from '../../shared/api/purchasePrompt';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { permissionApi } from '../../shared/permission/permissionApi';
import { appActions } from '../../shared/session/appSlice';

/**
 * Spec 2 §4 before a panel's calls go out: login, then the business scene bought (scene 4
 * investment attraction, 1 customer acquisition; any purchased region counts). Scene 0: login only.
 */
export function ScenePanel({ scene, children }: { scene: 0 | 1 | 4; children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const { data, isLoading } = permissionApi.usePermissionCheckQuery(
    { businessType: scene, regionCode: REGION_FALLBACK_RANGE },
    { skip: !loggedIn || scene === 0 },
  );
  if (!loggedIn)
    return (
      <Empty description={t('analysis.gate.login')}>
        <Button variant="primary" onClick={() => dispatch(appActions.loginDialogShown(true))}>
          {t('analysis.gate.loginButton')}
        </Button>
      </Empty>
    );
  if (scene === 0) return <>{children}</>;
  if (isLoading) return <Spinner />;
  if (data !== 'true')
    return (
      <Empty description={t('analysis.gate.purchase', { scene: t(`analysis.gate.scene${scene}`) })}>
        <Button variant="primary" onClick={() => void promptPurchase()}>
          {t('analysis.gate.purchaseButton')}
        </Button>
      </Empty>
    );
  return <>{children}</>;
}
