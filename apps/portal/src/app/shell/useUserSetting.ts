import { useEffect } from 'react';
import { appActions } from '../../shared/session/appSlice';
import { useUserSettingQuery } from '../../shared/session/settingApi';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

/** A partner's single-phone session (spec 1 §2, §4): the top bar shows neither letters nor chat. */
const SSO_TYPE_SINGLE_PHONE = '4';

/**
 * Reads `setting` (GET user/setting) into app state once a user is signed in (docs/user-setting.md).
 * The server decides from the customer's configuration; the portal adds what only it knows: a
 * partner's ssoType 4 session hides both entries. Signing out resets it (appSlice sessionCleared).
 */
export function useUserSetting(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => !!s.app.token && !!s.app.userInfo?.userId);
  const ssoType = useAppSelector((s) => s.app.userInfo?.ssoType);
  const { data } = useUserSettingQuery(undefined, { skip: !signedIn });
  useEffect(() => {
    if (!signedIn || !data) return;
    const partner = ssoType === SSO_TYPE_SINGLE_PHONE;
    dispatch(
      appActions.settingSet({
        letterVisible: data.letterVisible && !partner,
        imVisible: data.imVisible && !partner,
      }),
    );
  }, [data, dispatch, signedIn, ssoType]);
}
