import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { confirm } from '@platform/ui';
import type { Meal } from '@platform/contracts';
import { MealCode, PayType, TenantType, type BuyTypeValue } from '@platform/contracts/constants';
import { i18n } from '../../shared/i18n';
import { appActions } from '../../shared/session/appSlice';
import type { AppStore } from '../../shared/store/rootState';
import { emitPortalEvent } from '../../shared/events';
import { membershipActions } from './membershipSlice';
import { membershipApi } from './membershipApi';

const ORG_PATH = '/org/index';

export interface PurchaseChoice {
  meal: Meal;
  goodsId: string;
  seats: number;
  buyType: BuyTypeValue;
}

/**
 * Spec 1 §4 Submit purchase: login, the tenant-switch prompts, the administrator rule and the
 * existing-order check, then the purchase record and the pay dialog.
 */
export function usePurchase() {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const t = i18n.t.bind(i18n);

  /** Resolves to the new (or reused) order's number once the pay dialog opens; undefined otherwise. */
  return async function submit(choice: PurchaseChoice): Promise<string | undefined> {
    const { dispatch, getState } = store;
    const { token, userInfo } = getState().app;
    if (!token || !userInfo) {
      dispatch(appActions.loginDialogShown(true));
      return;
    }
    const run = <T>(p: { unwrap(): Promise<T> }) => p.unwrap();
    const tenants = await run(
      dispatch(membershipApi.endpoints.currentTenants.initiate(undefined, { forceRefetch: true })),
    );
    const current = tenants.find((x) => x.tenantId === userInfo.tenantId);
    const tenantType = current?.type ?? Number(userInfo.tenantType);
    /** A prompt ends the purchase: no order is made. */
    const prompt = async (content: string, okText: string, onOk: () => void): Promise<undefined> => {
      if (await confirm({ title: t('membership.vip.switchTitle'), content, okText })) onOk();
      return undefined;
    };
    const askSwitch = (type: 2 | 3) => emitPortalEvent('tenantSwitchRequested', { type });

    if (choice.meal.code === MealCode.PERSONAL) {
      if (tenantType !== TenantType.PERSONAL)
        return prompt(t('membership.vip.switchToPersonal'), t('membership.vip.switchConfirm'), () =>
          askSwitch(3),
        );
    } else {
      if (tenantType === TenantType.PERSONAL) {
        // More than one tenant: choose another (type 3); otherwise create an organisation (type 2).
        if (tenants.length > 1)
          return prompt(t('membership.vip.switchToOrg'), t('membership.vip.switchConfirm'), () =>
            askSwitch(3),
          );
        return prompt(t('membership.vip.createOrg'), t('membership.vip.createConfirm'), () => {
          askSwitch(2);
          dispatch(appActions.vipDialogShown(false));
          void navigate(ORG_PATH);
        });
      }
      if (!current?.isAdmin) {
        const admin = await run(
          dispatch(membershipApi.endpoints.tenantAdmin.initiate({ tenantId: userInfo.tenantId })),
        );
        await confirm({
          title: t('membership.vip.contactAdminTitle'),
          content: t('membership.vip.contactAdmin', { name: admin.realName }),
          okText: t('membership.vip.gotIt'),
        });
        return;
      }
      const exists = await run(
        dispatch(membershipApi.endpoints.existOrder.initiate({ tenantId: userInfo.tenantId })),
      );
      if (exists !== 'false') return;
    }

    const goods = choice.meal.goodsVOList.find((g) => g.id === choice.goodsId);
    if (!goods) return;
    const seats = choice.meal.code === MealCode.ENTERPRISE ? choice.seats : 1;
    const orderNo = await run(
      dispatch(
        membershipApi.endpoints.createOrder.initiate({
          renewalExpandTempList: [],
          tenantBuyRecord: {
            tenantId: userInfo.tenantId,
            tenantType,
            tenantName: current?.tenantName ?? '',
            buyType: choice.buyType,
            buyAccount: userInfo.account,
            productId: choice.meal.productId,
            mealId: choice.meal.id,
            goodsId: goods.id,
            accountNum: seats,
          },
        }),
      ),
    );
    dispatch(
      membershipActions.payStarted({
        orderNo,
        mealCode: choice.meal.code,
        goodsTime: goods.goodsTime,
        seats,
        price: goods.price * seats,
        tenantName: current?.tenantName ?? '',
        buyerName: userInfo.realName || userInfo.nickName || userInfo.account,
        payType: PayType.WECHAT,
      }),
    );
    return orderNo;
  };
}
