import type { TokenResponse } from '@platform/contracts';
import { CARD_VIEW_PATH, mobileCardPath } from '@platform/contracts/vcard/routes';
import { toast } from '@platform/ui';
import { requestToken } from '../../shared/api/tokenGrant';
import { dictionaryApi, dictValue } from '../../shared/customer/dictionaryApi';
import { currentLanguage, i18n } from '../../shared/i18n';
import { appActions } from '../../shared/session/appSlice';
import { wipeBrowserStorage } from '../../shared/session/persistence';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import type { AppStore } from '../../shared/store/rootState';
import type { AppRouter } from '../../shared/router/appRouter';
import {
  isMobileAgent,
  mobileTarget,
  parseEntryQuery,
  pendingInviteOf,
  storePendingInvite,
  type EntryQuery,
} from './entryQuery';
import { checkLogin, clearSession, completeLogin, loadOrgInfo, recordPendingInvite } from './session';
import { decodeSsoToken } from './ssoToken';
import { attributeChannel, recordEntryVisit } from '../media-tracking';
import { setPendingTarget } from '../../shared/router/navigationHistory';
import { isOwnPath } from '../../shared/router/ownPath';

export const MOBILE_REDIRECT_MS = 500;
export const OPEN_LOGIN_DELAY_MS = 2000;
const SSO_TYPE_SINGLE_PHONE = '4';

const PHONE_PAGES_PREFIX = '/m/';

/**
 * The phone page standing for a desktop address, if there is one: a server card's public view
 * (/businessCard/view?vcardId=…, cardType absent or 0) opens its /m/card page (docs/mobile-pages.md).
 */
export function phonePageFor(pathname: string, search: string): string | null {
  if (pathname.replace(/\/+$/, '').toLowerCase() !== CARD_VIEW_PATH.toLowerCase()) return null;
  const params = new URLSearchParams(search);
  const vcardId = params.get('vcardId')?.trim() ?? '';
  const cardType = params.get('cardType');
  return /^\d{1,19}$/.test(vcardId) && (cardType === null || cardType === '0')
    ? mobileCardPath(vcardId)
    : null;
}

/**
 * A partner's single sign-on (docs/sso.md): a token the partner signed, with appId and the phone,
 * goes to the sso grant (the token in its header); a refused one signs nobody in.
 */
async function partnerSignIn(token: string, query: EntryQuery): Promise<TokenResponse | null> {
  if (!query.appId || !query.phone) return null;
  const result = await requestToken(
    {
      grant_type: 'sso',
      mobile: query.phone,
      appId: query.appId,
      loginType: query.loginType ?? undefined,
      domain: window.location.hostname,
      scope: 'all',
    },
    undefined,
    currentLanguage(),
    { token },
  );
  if (result.ok) return result.token;
  toast.error(result.message || i18n.t('login.loginFailed'));
  return null;
}

async function redirectMobile(store: AppStore, query: EntryQuery) {
  const result = await store.dispatch(dictionaryApi.endpoints.dictionary.initiate('chain_qr_code'));
  const target = dictValue(result.data, 'h5_root_url') || dictValue(result.data, 'app_prod_promotion');
  if (!target) return;
  setTimeout(() => window.location.assign(mobileTarget(target, query)), MOBILE_REDIRECT_MS);
}

/** SSO type 4 (spec 1 §4): the same phone is already signed in; another phone wipes the old session. */
function applySsoRules(store: AppStore, query: EntryQuery): boolean {
  if (query.ssoType !== SSO_TYPE_SINGLE_PHONE || !query.phone) return true;
  const stored = store.getState().app.userInfo;
  if (stored?.ssoPhone && stored.ssoPhone === query.phone) {
    toast.info(i18n.t('login.alreadySignedIn'));
    return false;
  }
  if (stored) {
    clearSession(store);
    wipeBrowserStorage();
  }
  return true;
}

/** Everything the portal does with the entry address before the user acts (spec 1 §2, §4). */
export async function startSession(
  store: AppStore,
  router: AppRouter,
  entry: { token: string | null; search: string },
): Promise<void> {
  const query = parseEntryQuery(entry.search);
  if (query.serveRegionCode) localStorage.setItem(STORAGE_KEYS.serveRegionCode, query.serveRegionCode);
  const mobile = isMobileAgent(navigator.userAgent);
  if (mobile) {
    // Our own phone pages (/m/…, e.g. the QR login confirm) stay here; a desktop address with a
    // phone page of ours opens it; the rest goes to the mobile site.
    const phonePage = phonePageFor(window.location.pathname, entry.search);
    if (phonePage) void router.navigate(phonePage, { replace: true });
    else if (!window.location.pathname.startsWith(PHONE_PAGES_PREFIX)) await redirectMobile(store, query);
  } else {
    if (query.invite) store.dispatch(appActions.inviteInfoSet(query.invite));
    const invite = pendingInviteOf(query);
    if (invite) storePendingInvite(invite);
    // Media tracking: a valid channel is kept and its visit posted (never awaited: tracking never blocks).
    void recordEntryVisit(store, query.channel);
  }

  const proceed = applySsoRules(store, query);
  let loggedIn = false;
  if (proceed && entry.token) {
    const extra = query.ssoType ? { ssoType: query.ssoType, ssoPhone: query.phone ?? '' } : {};
    const payload = (await decodeSsoToken(entry.token)) ?? (await partnerSignIn(entry.token, query));
    if (payload) {
      await completeLogin(store, payload, extra);
      loggedIn = true;
    }
  }
  if (!loggedIn) loggedIn = await checkLogin(store);
  if (loggedIn) {
    await loadOrgInfo(store);
    if (!mobile) {
      await recordPendingInvite(store);
      void attributeChannel(store);
    }
    if (isOwnPath(query.path)) void router.navigate(query.path);
    return;
  }
  if (isOwnPath(query.path)) setPendingTarget(query.path);
  if (!mobile && query.sellCode) store.dispatch(appActions.loginDialogShown(true));
  if (query.openLogin)
    setTimeout(() => store.dispatch(appActions.loginDialogShown(true)), OPEN_LOGIN_DELAY_MS);
}
