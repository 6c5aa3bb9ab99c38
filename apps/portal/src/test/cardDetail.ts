export { cardDetail } from '@platform/contracts/test/answers';
import { initialAppState, type AppState } from '../shared/session/appSlice';

export const session: Partial<AppState> = {
  ...initialAppState,
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: { userId: 'u1', tenantId: '200001', account: 'lina' } as AppState['userInfo'],
};

export const ok = (data: unknown) => ({ body: { code: 666666, msg: '', data } });
export const pageOf = (records: unknown[], current = 1) =>
  ok({ records, total: 100, current, size: 10, pages: 10 });

export const dynamic = (i: number) => ({
  id: `d${i}`,
  title: `动态标题${i}`,
  publisher: '华芯',
  isSys: 1,
  webSource: '',
  initSource: '',
  publishDt: '2026-09-01',
  content: `内容${i}`,
  url: '',
});
