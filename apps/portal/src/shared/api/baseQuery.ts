import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Envelope } from '@platform/contracts';
import { currentLanguage, i18n } from '../i18n';
import { appActions, type AppState } from '../session/appSlice';
import { showErrorOnce } from './errorToast';
import { promptPurchase } from './purchasePrompt';
import { requestEffects } from './requestEffects';
import { classifyResponse, trialHasEnded } from './resultCatalogue';
import { needsRefresh, refreshSession } from './tokenRefresh';
import { send, type RequestArgs, type TransportResult } from './transport';

export interface RequestError {
  code: number;
  message: string;
}

type State = { app: AppState };

const isAuthFailure = (result: TransportResult) =>
  result.kind === 'response' &&
  (result.httpStatus === 401 || [401, 90001].includes((result.body as { code?: number } | null)?.code ?? 0));

/**
 * The shared request layer (spec 1 §8, spec 2 §7) as an RTK Query base query. Resolves with the
 * whole envelope for pass-through codes; everything else is handled here and rejected.
 */
export const platformBaseQuery: BaseQueryFn<RequestArgs, Envelope<unknown>, RequestError> = async (
  args,
  api,
) => {
  const app = () => (api.getState() as State).app;
  if (needsRefresh(app())) await refreshSession(app(), api.dispatch);

  let result = await send(args, app().token, currentLanguage(), api.signal);
  if (isAuthFailure(result) && app().token) {
    const refreshed = await refreshSession(app(), api.dispatch);
    if (refreshed) result = await send(args, app().token, currentLanguage(), api.signal);
    else api.dispatch(appActions.sessionCleared());
  }
  return handleResult(result, args, app(), api.dispatch);
};

function handleResult(
  result: TransportResult,
  { url, silent = false }: RequestArgs,
  app: AppState,
  dispatch: (action: { type: string; payload?: unknown }) => unknown,
): { data: Envelope<unknown> } | { error: RequestError } {
  const fail = (code: number, message: string): { error: RequestError } => {
    if (!silent) showErrorOnce(message);
    return { error: { code, message } };
  };
  if (result.kind === 'aborted') return { error: { code: 0, message: 'aborted' } };
  if (result.kind === 'timeout') return fail(504, i18n.t('request.timeout'));
  if (result.kind === 'network') {
    // Spec 1 §8 catalogue: a network failure is an "other" failure with no message.
    return fail(0, i18n.t('request.unknown'));
  }
  if (trialHasEnded(result.headers, result.body, url)) {
    requestEffects().trialEnded(app.userInfo?.ssoType !== undefined && app.userInfo?.ssoType !== '');
  }
  const outcome = classifyResponse({ httpStatus: result.httpStatus, body: result.body });
  const body = (result.body ?? {}) as Partial<Envelope<unknown>>;
  const code = typeof body.code === 'number' ? body.code : result.httpStatus;
  switch (outcome.kind) {
    case 'pass':
      return { data: { code, data: body.data ?? null, msg: body.msg ?? '' } };
    case 'login':
      dispatch(appActions.loginDialogShown(true));
      return { error: { code, message: body.msg ?? '' } };
    case 'purchase':
      void promptPurchase();
      return { error: { code, message: body.msg ?? '' } };
    case 'timeout':
      return fail(504, i18n.t('request.timeout'));
    case 'toast':
      return fail(code, outcome.message || i18n.t('request.unknown'));
  }
}
