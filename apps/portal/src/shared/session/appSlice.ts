import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredUserInfo } from './userInfo';

export interface OrgInfo {
  isFirst: number;
  type: number;
}

export interface InviteInfo {
  userId: string;
  tenantId: string;
}

export interface MemberData {
  isMember: boolean;
  tenantType: number;
}

/** App state of spec 1 §3, plus the stored user info and the token expiry. */
export interface AppState {
  token: string;
  tokenExpiresAt: number;
  userInfo: StoredUserInfo | null;
  inviteInfo: InviteInfo;
  isMemberData: MemberData | null;
  orgInfo: OrgInfo;
  setting: { letterVisible: boolean; imVisible: boolean };
  domainUrl: string;
  showLogInDialog: boolean;
  showFreeTrial: boolean;
  showVIPDialog: boolean;
  /** The activation-code dialog (top bar, member centre, code management). */
  showActivation: boolean;
  isAdmin: boolean;
}

export const initialAppState: AppState = {
  token: '',
  tokenExpiresAt: 0,
  userInfo: null,
  inviteInfo: { userId: '', tenantId: '' },
  isMemberData: null,
  orgInfo: { isFirst: 0, type: 0 },
  // Chat shows until user/setting says otherwise; letters only once it says so (docs/user-setting.md).
  setting: { letterVisible: false, imVisible: true },
  domainUrl: '',
  showLogInDialog: false,
  showFreeTrial: false,
  showVIPDialog: false,
  showActivation: false,
  isAdmin: false,
};

/** The refresh token never reaches scripts: it is an HttpOnly cookie the server sets. */
export interface SessionPayload {
  token: string;
  expiresInSeconds: number;
  userInfo: StoredUserInfo;
  now?: number;
}

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    sessionStarted(state, { payload }: PayloadAction<SessionPayload>) {
      state.token = payload.token;
      state.tokenExpiresAt = (payload.now ?? Date.now()) + payload.expiresInSeconds * 1000;
      state.userInfo = payload.userInfo;
    },
    tokensRefreshed(state, { payload }: PayloadAction<Omit<SessionPayload, 'userInfo'>>) {
      state.token = payload.token;
      state.tokenExpiresAt = (payload.now ?? Date.now()) + payload.expiresInSeconds * 1000;
    },
    sessionCleared(state) {
      state.token = '';
      state.tokenExpiresAt = 0;
      state.userInfo = null;
      state.orgInfo = { isFirst: 0, type: 0 };
      state.isMemberData = null;
      state.isAdmin = false;
      state.setting = initialAppState.setting;
    },
    userInfoUpdated(state, { payload }: PayloadAction<Partial<StoredUserInfo>>) {
      if (state.userInfo) state.userInfo = { ...state.userInfo, ...payload };
    },
    loginDialogShown(state, { payload }: PayloadAction<boolean>) {
      state.showLogInDialog = payload;
    },
    freeTrialShown(state, { payload }: PayloadAction<boolean>) {
      state.showFreeTrial = payload;
    },
    vipDialogShown(state, { payload }: PayloadAction<boolean>) {
      state.showVIPDialog = payload;
    },
    activationDialogShown(state, { payload }: PayloadAction<boolean>) {
      state.showActivation = payload;
    },
    inviteInfoSet(state, { payload }: PayloadAction<InviteInfo>) {
      state.inviteInfo = payload;
    },
    orgInfoSet(state, { payload }: PayloadAction<OrgInfo>) {
      state.orgInfo = payload;
    },
    memberDataSet(state, { payload }: PayloadAction<MemberData | null>) {
      state.isMemberData = payload;
    },
    settingSet(state, { payload }: PayloadAction<Partial<AppState['setting']>>) {
      state.setting = { ...state.setting, ...payload };
    },
    domainUrlSet(state, { payload }: PayloadAction<string>) {
      state.domainUrl = payload;
    },
    isAdminSet(state, { payload }: PayloadAction<boolean>) {
      state.isAdmin = payload;
    },
  },
});

export const appActions = appSlice.actions;
