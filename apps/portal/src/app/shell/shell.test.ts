import { describe, expect, it } from 'vitest';
import { quickNavColumns } from './footer/quickNav';
import { buildTopMenu, isActive } from './topbar/topMenu';
import type { OrgMe } from '@platform/contracts/org-centre/schemas';
import { orgMenuGroups } from '../../features/org-centre';
import { sideMenuEntries } from './SideMenu';
import { expandedHeight, COLLAPSED_HEIGHT } from './sidebar/RightSideBar';
import { findRoute } from '../router/routeTable';

describe('footer quick navigation', () => {
  it('uses one column under 5 entries, else 6 then the rest', () => {
    expect(quickNavColumns([1, 2, 3, 4])).toEqual([[1, 2, 3, 4]]);
    expect(quickNavColumns([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4, 5]]);
    expect(quickNavColumns([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
  });
});

describe('top menu', () => {
  const configured = [
    { key: 'discover', name: '发现' },
    { key: 'business', name: '精准招商' },
    { key: 'serve', name: '产业服务' },
  ];
  it('follows the configured list with discover first', () => {
    const items = buildTopMenu(findRoute('/home/discover')?.meta, configured);
    expect(items.map((i) => [i.path, i.label])).toEqual([
      ['/home/discover', '发现'],
      ['/business/index', '精准招商'],
      ['/serve/induAnalysis', '产业服务'],
    ]);
  });
  it("shows the current section's routes inside a section", () => {
    const items = buildTopMenu(findRoute('/business/dynamic')?.meta, configured);
    expect(items.map((i) => i.path)).toEqual([
      '/business/index',
      '/business/dynamic',
      '/business/publish',
      '/business/im',
    ]);
  });
  it('falls back to every top-level route when nothing is configured', () => {
    const items = buildTopMenu(undefined, [{ key: 'discover', name: '' }]);
    expect(items[0]?.path).toBe('/home/discover');
    expect(items.every((i) => !i.meta.hidden)).toBe(true);
  });
  it('marks the active entry by activeMenu or section flag', () => {
    const items = buildTopMenu(undefined, configured);
    const business = items.find((i) => i.key === 'business')!;
    expect(
      isActive(business, '/business/orgDetail/index', findRoute('/business/orgDetail/index')?.meta),
    ).toBe(true);
    expect(isActive(items[0]!, '/home/discover', findRoute('/home/discover')?.meta)).toBe(true);
  });
});

describe('side menu', () => {
  it('hides equity, sales, invoice and contract entries unless the customer is the default one', () => {
    const meta = findRoute('/user/personal/index')?.meta;
    const own = sideMenuEntries(meta, true).map((r) => r.path);
    const other = sideMenuEntries(meta, false).map((r) => r.path);
    expect(own).toContain('/salesManagement/salesCode');
    expect(own).toContain('/expenseCenter/invoiceManagement');
    expect(other).not.toContain('/salesManagement/salesCode');
    expect(other).not.toContain('/expenseCenter/contracts');
    expect(other).toContain('/user/safety/index');
  });
  it('hides organisation and manage entries by default and shows the control area on its own', () => {
    const own = sideMenuEntries(findRoute('/user/personal/index')?.meta, true).map((r) => r.path);
    expect(own.some((p) => p.startsWith('/user/manage') || p.startsWith('/user/dept'))).toBe(false);
    const control = sideMenuEntries(findRoute('/control/graph')?.meta, true).map((r) => r.path);
    expect(control).toEqual([
      '/control/graph',
      '/control/collections',
      '/control/focus',
      '/control/query',
      '/control/share',
      '/control/download',
      '/control/fans',
      '/control/praise',
    ]);
  });
  it("shows 'org' to organisation members and 'manage' to those whose roles manage (orgMe)", () => {
    const me = (over: Partial<OrgMe>): OrgMe => ({
      isOrganisation: true,
      isAdmin: false,
      permissions: [],
      seated: true,
      ...over,
    });
    const paths = (standing: OrgMe | undefined) =>
      sideMenuEntries(findRoute('/user/personal/index')?.meta, true, orgMenuGroups(standing)).map(
        (r) => r.path,
      );
    const org = ['/user/dept/account', '/user/dept/book'];
    const manage = [
      '/user/manage/preserve',
      '/user/manage/post',
      '/user/manage/role',
      '/user/manage/staff',
      '/user/manage/member',
    ];
    // Signed out, or a personal account: neither group.
    for (const standing of [undefined, me({ isOrganisation: false, permissions: ['org.manage'] })]) {
      expect(paths(standing).some((p) => p.startsWith('/user/dept') || p.startsWith('/user/manage'))).toBe(
        false,
      );
    }
    // A plain member (or one who may only buy): the organisation's pages, no management.
    for (const standing of [me({}), me({ permissions: ['order.buy', 'finance.view'] })]) {
      expect(paths(standing)).toEqual(expect.arrayContaining(org));
      expect(paths(standing).some((p) => p.startsWith('/user/manage'))).toBe(false);
    }
    // Any of org.manage, staff.manage or seat.assign opens the management group.
    for (const permission of ['org.manage', 'staff.manage', 'seat.assign'] as const) {
      expect(paths(me({ permissions: [permission] }))).toEqual(expect.arrayContaining([...org, ...manage]));
    }
    expect(orgMenuGroups(me({ isAdmin: true, permissions: ['org.manage'] }))).toEqual({
      org: true,
      manage: true,
    });
  });
});

describe('right side bar', () => {
  it('is 50 px collapsed; 226 px expanded for customer 10000000, else 109 px', () => {
    expect(COLLAPSED_HEIGHT).toBe(50);
    expect(expandedHeight(true)).toBe(226);
    expect(expandedHeight(false)).toBe(109);
  });
});
