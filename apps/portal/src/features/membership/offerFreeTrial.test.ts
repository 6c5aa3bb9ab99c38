import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppState } from '../../shared/session/appSlice';
import { createTestStore, okReply, signedInSession, stubApi } from '../../test/renderWithApp';
import { offerFreeTrial } from './offerFreeTrial';

const NOT_MEMBER = { isMember: false, tenantType: 2, mealCode: null, expireTime: null, accountNum: 1 };
const MEMBER = { ...NOT_MEMBER, isMember: true, mealCode: 'C', expireTime: '2027-01-01 00:00:00' };
const trial = (used: boolean) => ({ day: 7, endDate: '2026-12-04', used, activeUntil: null });

function answer(trialInfo: unknown, memberInfo: unknown) {
  const api = stubApi({
    '/api/platform-pay/trial/info': okReply(trialInfo),
    '/api/platform-pay/member/member-info': okReply(memberInfo),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('offerFreeTrial (first run)', () => {
  it('opens the trial dialog for an organisation with no trial and no membership', async () => {
    answer(trial(false), NOT_MEMBER);
    const store = createTestStore(signedInSession);
    expect(await offerFreeTrial(store)).toBe(true);
    expect(store.getState().app.showFreeTrial).toBe(true);
  });

  it('offers nothing once the trial was used, or to a member', async () => {
    for (const [t, m] of [
      [trial(true), NOT_MEMBER],
      [trial(false), MEMBER],
    ] as const) {
      answer(t, m);
      const store = createTestStore(signedInSession);
      expect(await offerFreeTrial(store)).toBe(false);
      expect(store.getState().app.showFreeTrial).toBe(false);
    }
  });

  it('never asks for a single-sign-on user or while the organisation step is due', async () => {
    const { calls } = answer(trial(false), NOT_MEMBER);
    const sso = createTestStore({
      ...signedInSession,
      userInfo: { ...signedInSession.userInfo, ssoType: '4' } as AppState['userInfo'],
    });
    const first = createTestStore({ ...signedInSession, orgInfo: { isFirst: 1, type: 1 } });
    expect(await offerFreeTrial(sso)).toBe(false);
    expect(await offerFreeTrial(first)).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
