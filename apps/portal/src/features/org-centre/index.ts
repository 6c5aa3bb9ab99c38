import type { RouteEntry } from '../../shared/router/routeMeta';
import type { AppStore } from '../../shared/store/rootState';
import { orgCentreApi } from './orgCentreApi';
import { lazyPage } from '../../shared/router/lazyPage';

const org = { side: true, sideGroup: 'org', isAuth: true, hidden: false } as const;
const manage = { side: true, sideGroup: 'manage', isAuth: true, hidden: false } as const;

/**
 * The organisation centre (issue 29 items 1–3): side groups 'org' (every member) and 'manage'
 * (members whose roles manage), shown by the side menu from orgMe; /user/join for invitees.
 */
export const orgCentreRoutes = {
  account: {
    path: '/user/dept/account',
    meta: { title: 'user.deptAccount', ...org },
    page: lazyPage(() => import('./OrgAccountPage')),
  },
  book: {
    path: '/user/dept/book',
    meta: { title: 'user.deptBook', ...org },
    page: lazyPage(() => import('./AddressBookPage')),
  },
  departments: {
    path: '/user/manage/preserve',
    meta: { title: 'user.managePreserve', ...manage },
    page: lazyPage(() => import('./DepartmentsPage')),
  },
  posts: {
    path: '/user/manage/post',
    meta: { title: 'user.managePost', ...manage },
    page: lazyPage(() => import('./PostsPage')),
  },
  roles: {
    path: '/user/manage/role',
    meta: { title: 'user.manageRole', ...manage },
    page: lazyPage(() => import('./RolesPage')),
  },
  staff: {
    path: '/user/manage/staff',
    meta: { title: 'user.manageStaff', ...manage },
    page: lazyPage(() => import('./StaffPage')),
  },
  seats: {
    path: '/user/manage/member',
    meta: { title: 'user.manageMember', ...manage },
    page: lazyPage(() => import('./SeatsPage')),
  },
  join: {
    path: '/user/join',
    meta: { title: 'user.join', isAuth: true, hidden: true },
    page: lazyPage(() => import('./JoinPage')),
  },
} satisfies Record<string, RouteEntry>;

export const { useOrgMeQuery } = orgCentreApi;
export { orgMenuGroups } from './words';

/** After sign-in: the caller's standing; its arrival sets the session's isAdmin (orgCentreApi). */
export async function loadOrgMe(store: AppStore): Promise<void> {
  await store.dispatch(orgCentreApi.endpoints.orgMe.initiate(undefined, { forceRefetch: true }));
}

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const ORG_CENTRE_I18N_NAMESPACE = 'orgCentre';
export type { orgCentreZh as OrgCentreResources } from './copy';
