import { useTranslation } from 'react-i18next';
import { MealCode } from '@platform/contracts/constants';
import { Button, Dialog, formatDateTime, formatThousands } from '@platform/ui';
import { useStore } from 'react-redux';
import type { AppStore } from '../../shared/store/rootState';
import { appActions } from '../../shared/session/appSlice';
import { refreshServices } from '../../shared/permission/refreshServices';
import { emitPortalEvent } from '../../shared/events';
import { membershipActions, type ResultContext } from './membershipSlice';
import { membershipApi } from './membershipApi';
import { Actions, Note, Rows } from './styles';
import './i18n';

/** Spec 1 §2 Payment result dialog; closing refreshes member info and closes the dialogs. */
export function PayResultDialog({ result }: { result: ResultContext }) {
  const { t } = useTranslation();
  const store = useStore() as AppStore;

  const close = () => {
    store.dispatch(membershipActions.resultClosed());
    store.dispatch(appActions.vipDialogShown(false));
    store.dispatch(membershipApi.util.invalidateTags(['Member', 'Orders']));
    if (result.success) {
      refreshServices(store.dispatch);
      emitPortalEvent('purchaseCompleted');
    }
  };
  const continuePay = () =>
    store.dispatch(membershipActions.payStarted({ ...result.pay, payType: result.payType }));

  const title = result.success ? t('membership.result.success') : t('membership.result.failure');
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && close()}
      title={title}
      width={456}
      footer={
        <Actions>
          {!result.success && (
            <Button variant="primary" onClick={continuePay}>
              {t('membership.result.continuePay')}
            </Button>
          )}
          <Button variant={result.success ? 'primary' : 'default'} onClick={close}>
            {t('membership.result.close')}
          </Button>
        </Actions>
      }
    >
      <div data-testid="pay-result" data-success={result.success}>
        <Rows>
          <dt>{t('membership.result.amount')}</dt>
          <dd>¥{formatThousands(result.pay.price)}</dd>
          <dt>{t('membership.result.method')}</dt>
          <dd>{result.payType === 1 ? t('membership.result.wechat') : t('membership.result.alipay')}</dd>
          <dt>{t('membership.result.orderNo')}</dt>
          <dd>{result.pay.orderNo}</dd>
          <dt>{t('membership.result.orderTime')}</dt>
          <dd>{formatDateTime(result.createTime)}</dd>
        </Rows>
        {!result.success && <Note>{t('membership.result.cancelNote')}</Note>}
        {result.success && result.pay.mealCode === MealCode.ENTERPRISE && (
          <Note>{t('membership.result.enterpriseNote')}</Note>
        )}
      </div>
    </Dialog>
  );
}
