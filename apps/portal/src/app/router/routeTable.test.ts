import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { CustomersHomePage } from '../../features/customers';
import { SectionImPage } from '../../features/im';
import { invoicesRoutes } from '../../features/invoices';
import { LeadsHomePage } from '../../features/leads';
import { orgCentreRoutes } from '../../features/org-centre';
import { expenseOrderRoutes } from '../../features/orders';
import { purchaseContractsRoutes } from '../../features/purchase-contracts';
import { ROUTES } from './routeTable';

describe('route table', () => {
  it('titles every route in zh and en', () => {
    for (const route of ROUTES) {
      for (const lng of ['zh', 'en']) {
        const title = i18n.t(`routes.${route.meta.title}`, { lng });
        expect(title, `${route.path} ${lng}`).not.toBe(`routes.${route.meta.title}`);
        expect(typeof title).toBe('string');
      }
    }
  });

  it('has a page for every route and no duplicate paths', () => {
    const paths = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) expect(route.page, route.path).toBeDefined();
  });

  it('lists the routes of spec 1 §2 and spec 2 §2', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const path of [
      '/login',
      '/404',
      '/',
      '/home/discover',
      '/home/index',
      '/im/index',
      '/politicsHome/politicsIndex',
      '/imPol/polIm',
      '/customer/customerIndex',
      '/imCustomer/concatIndex',
      '/member/memberManage',
      '/imMember/memberIm',
      '/business/index',
      '/business/orgDetail/index',
      '/business/dynamic',
      '/business/im',
      '/toker/tokerIndex',
      '/toker/tokerIm',
      '/tokerFinance/tokerFinanceIndex',
      '/tokerFinance/orgDetail/index',
      '/tokerFinance/tokerFinanceIm',
      '/discoverHome/discoverIndex',
      '/discoverMem/discoverMember',
      '/proGraph/index',
      '/proGraph/list',
      '/serve/compTracking',
      '/serve/policyDetail',
      '/user/personal/info',
      '/user/manage/member',
      '/user/order/bill',
      '/control/praise',
      '/salesManagement/teamDetail',
      '/expenseCenter/qrCodeManagement',
      '/expenseCenter/userAccountDetail',
      '/publicationDetail/index',
      '/publicationEdit/index',
      '/largeScreen',
      '/metricTable/index',
      '/EntInfo/index',
      '/graph/edit',
      '/org/index',
      '/businessCard/view',
      '/product/pay',
      '/agreement/privacy',
      '/agreement/user',
      '/rest/password',
      '/member/index',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it('marks login-required routes as the spec does', () => {
    const auth = (path: string) => ROUTES.find((r) => r.path === path)?.meta.isAuth === true;
    for (const path of [
      '/home/index',
      '/im/index',
      '/serve/compTracking',
      '/largeScreen',
      '/metricTable/index',
      '/graph/edit',
      '/org/index',
      '/businessCard/add',
      '/businessCard/edit',
      '/businessCard/preview',
      '/control/graph',
    ]) {
      expect(auth(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/businessCard/view',
      '/product/vipServices',
      '/product/pay',
      '/agreement/user',
      '/graph/preview',
    ]) {
      expect(auth(path), path).toBe(false);
    }
  });

  it("gives each section's IM page the im feature's section page, under the section's flag", () => {
    const sectionIm = {
      '/imPol/polIm': 'politics',
      '/imCustomer/concatIndex': 'customer',
      '/imMember/memberIm': 'member',
      '/business/im': 'business',
      '/toker/tokerIm': 'toker',
      '/tokerFinance/tokerFinanceIm': 'tokerFinance',
    };
    for (const [path, flag] of Object.entries(sectionIm)) {
      const entry = ROUTES.find((r) => r.path === path);
      expect(entry?.page, path).toBe(SectionImPage);
      expect(entry?.meta.flag, path).toBe(flag);
    }
  });

  it("mounts the workspaces as their sections' homes, behind the purchase of their business type", () => {
    for (const [path, page, businessType] of [
      ['/customer/customerIndex', CustomersHomePage, 2],
      ['/toker/tokerIndex', LeadsHomePage, 1],
    ] as const) {
      const entry = ROUTES.find((r) => r.path === path);
      expect(entry?.page, path).toBe(page);
      expect(entry?.meta, path).toMatchObject({ businessType, userPermission: true, isAuth: true });
    }
  });

  it("mounts the expense centre's invoice, order and contract pages with the skeleton's meta", () => {
    for (const [name, page, group, hidden] of [
      ['invoiceManagement', invoicesRoutes.invoiceManagement.page, 'invoice', false],
      ['invoiceApply', invoicesRoutes.invoiceApply.page, 'invoice', true],
      ['invoiceDetail', invoicesRoutes.invoiceDetail.page, 'invoice', true],
      ['setInvoiceInfo', invoicesRoutes.setInvoiceInfo.page, 'invoice', true],
      ['orderManagement', expenseOrderRoutes.orderManagement.page, 'order', false],
      ['details', expenseOrderRoutes.details.page, 'order', true],
      ['contracts', purchaseContractsRoutes.contracts.page, 'contract', false],
      ['applyContract', purchaseContractsRoutes.applyContract.page, 'contract', true],
      ['contractDetail', purchaseContractsRoutes.contractDetail.page, 'contract', true],
    ] as const) {
      const entry = ROUTES.find((r) => r.path === `/expenseCenter/${name}`);
      expect(entry?.page, name).toBe(page);
      expect(entry?.meta, name).toEqual({
        title: `expense.${name}`,
        side: true,
        sideGroup: group,
        hidden,
        isAuth: true,
      });
    }
  });

  it("mounts the organisation centre's pages in the 'org' and 'manage' side groups, and /user/join hidden", () => {
    for (const [path, page, group, title] of [
      ['/user/dept/account', orgCentreRoutes.account.page, 'org', 'user.deptAccount'],
      ['/user/dept/book', orgCentreRoutes.book.page, 'org', 'user.deptBook'],
      ['/user/manage/preserve', orgCentreRoutes.departments.page, 'manage', 'user.managePreserve'],
      ['/user/manage/post', orgCentreRoutes.posts.page, 'manage', 'user.managePost'],
      ['/user/manage/role', orgCentreRoutes.roles.page, 'manage', 'user.manageRole'],
      ['/user/manage/staff', orgCentreRoutes.staff.page, 'manage', 'user.manageStaff'],
      ['/user/manage/member', orgCentreRoutes.seats.page, 'manage', 'user.manageMember'],
    ] as const) {
      const entry = ROUTES.find((r) => r.path === path);
      expect(entry?.page, path).toBe(page);
      expect(entry?.meta, path).toEqual({ title, side: true, sideGroup: group, hidden: false, isAuth: true });
    }
    const join = ROUTES.find((r) => r.path === '/user/join');
    expect(join?.page).toBe(orgCentreRoutes.join.page);
    expect(join?.meta).toMatchObject({ isAuth: true, hidden: true });
    expect(join?.meta.side).toBeUndefined();
  });
});
