import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MealCode, type MealCodeValue, type PayTypeValue } from '@platform/contracts/constants';
import { appActions } from '../../shared/session/appSlice';

/** What the pay dialog needs about the order it pays (all shown, none trusted by the server). */
export interface PayContext {
  orderNo: string;
  mealCode: MealCodeValue;
  goodsTime: string;
  seats: number;
  /** Yuan, total. */
  price: number;
  tenantName: string;
  buyerName: string;
  payType: PayTypeValue;
}

export interface ResultContext {
  success: boolean;
  pay: PayContext;
  payType: PayTypeValue;
  createTime: string;
}

/** The membership dialogs' own state; the VIP and free-trial flags stay in the app state. */
export interface MembershipState {
  vipTab: MealCodeValue;
  pay: PayContext | null;
  result: ResultContext | null;
}

export const initialMembershipState: MembershipState = {
  vipTab: MealCode.PERSONAL,
  pay: null,
  result: null,
};

export const membershipSlice = createSlice({
  name: 'membership',
  initialState: initialMembershipState,
  reducers: {
    vipTabChosen(state, { payload }: PayloadAction<MealCodeValue>) {
      state.vipTab = payload;
    },
    /** Opens the pay dialog for an order (new, from the order list, or paid again after a failure). */
    payStarted(state, { payload }: PayloadAction<PayContext>) {
      state.pay = payload;
      state.result = null;
    },
    payClosed(state) {
      state.pay = null;
    },
    payFinished(state, { payload }: PayloadAction<ResultContext>) {
      state.pay = null;
      state.result = payload;
    },
    resultClosed(state) {
      state.result = null;
    },
  },
});

export const membershipActions = membershipSlice.actions;
export const membershipReducer = membershipSlice.reducer;

type Dispatch = (action: unknown) => unknown;

/** Opens the VIP dialog on the personal (C) or enterprise (D) tab. */
export function openVip(dispatch: Dispatch, tab: MealCodeValue = MealCode.PERSONAL): void {
  dispatch(membershipActions.vipTabChosen(tab));
  dispatch(appActions.vipDialogShown(true));
}
