import { useSyncExternalStore } from 'react';
import { appActions } from '../../app/session/appSlice';
import type { PayTypeValue } from './payPolling';

/** What the pay dialog needs about the order it pays (all shown, none trusted by the server). */
export interface PayContext {
  orderNo: string;
  mealCode: 'C' | 'D';
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

interface FlowState {
  vipTab: 'C' | 'D';
  activation: boolean;
  pay: PayContext | null;
  result: ResultContext | null;
}

let state: FlowState = { vipTab: 'C', activation: false, pay: null, result: null };
const listeners = new Set<() => void>();

/** The membership dialogs' own state; the VIP and free-trial flags stay in the app state. */
export const flow = {
  get: () => state,
  set(next: Partial<FlowState>) {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useFlow = () => useSyncExternalStore(flow.subscribe, flow.get);

type Dispatch = (action: unknown) => unknown;

export function openVip(dispatch: Dispatch, tab: 'C' | 'D' = 'C'): void {
  flow.set({ vipTab: tab });
  dispatch(appActions.vipDialogShown(true));
}

export const openActivation = () => flow.set({ activation: true });

/** Fired after an activation or a purchase (spec 1 §7 Activation: 'has bought products'). */
export const HAS_BOUGHT_EVENT = 'platform:has-bought-products';
/** The shell may offer its tenant switcher on this (detail.type 3: choose a tenant, 2: create one). */
export const TENANT_SWITCH_EVENT = 'platform:tenant-switch';
