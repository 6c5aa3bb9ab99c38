import type { CardDetail } from '@platform/contracts/vcard';
import { initialAppState, type AppState } from '../../app/session/appSlice';

export const session: Partial<AppState> = {
  ...initialAppState,
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: { userId: 'u1', tenantId: '200001', account: 'lina' } as AppState['userInfo'],
};

export const ok = (data: unknown) => ({ body: { code: 666666, msg: '', data } });
export const pageOf = (records: unknown[], current = 1) =>
  ok({ records, total: 100, current, size: 10, pages: 10 });

const mod = (moduleCode: number, moduleName: string, content: unknown, sort: number, ifDisplay = 1) => ({
  id: String(100 + moduleCode),
  moduleCode,
  moduleName,
  ifDisplay,
  content: typeof content === 'string' ? content : JSON.stringify(content),
  sort,
});

/** An enterprise card linked to company 3000000001, as the server answers its owner. */
export function cardDetail(over: Partial<CardDetail> = {}): CardDetail {
  return {
    id: '9001',
    type: 2,
    userId: 'u1',
    userName: '李娜',
    nickName: '',
    avatar: '',
    userCenterAvatar: '',
    orgId: '',
    orgName: '华芯微电子有限公司',
    post: '销售总监',
    dept: '市场部',
    phone: '13812345678',
    email: 'lina@example.com',
    address: '上海市浦东新区',
    encrypt: true,
    ifOpened: true,
    isDeleted: false,
    isDefault: true,
    companyId: '3000000001',
    syncTime: '2026-10-01T00:00:00.000Z',
    isStockCompany: false,
    isOwner: true,
    isAttention: false,
    isFriend: false,
    isColleague: false,
    isInFolder: false,
    friendRemark: '',
    vcardModuleVOList: [
      mod(1, '个人简介', '十年芯片销售\n带领团队', 0),
      mod(2, '关联企业', { companyId: '3000000001', companyName: '华芯微电子有限公司' }, 1),
      mod(7, '技术领域', ['集成电路'], 2),
      mod(
        14,
        '动态',
        [{ title: '我的动态', publishDt: '2026-09-01', content: '<b>新品</b>发布', isSys: 0 }],
        3,
      ),
    ],
    ...over,
  };
}

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
