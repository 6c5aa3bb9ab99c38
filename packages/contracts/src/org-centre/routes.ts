import type { Route } from '../route';
import { SERVICE } from '../services';

const O = `${SERVICE.system}/orgCentre`;

/**
 * The organisation centre (issue 29 items 1–3; docs/org-centre.md): /user/manage/preserve, post,
 * role, staff and member, /user/dept/book and account. The spec names the pages, not the calls:
 * these are ours. Every call is checked by the server against the caller's permissions.
 */
export const orgCentreRoutes = {
  /** The caller's standing in the tenant: administrator, permissions, seat (the portal's isAdmin). */
  orgMe: { method: 'GET', path: `${O}/me`, auth: 'user' },

  deptList: { method: 'GET', path: `${O}/dept/list`, auth: 'user' },
  /** Creates (no id) or renames a department (body: id?, parentId?, name). */
  deptSave: { method: 'POST', path: `${O}/dept/save`, auth: 'user' },
  /** Moves a department under a parent (null: the top) at a position among its siblings. */
  deptMove: { method: 'POST', path: `${O}/dept/move`, auth: 'user' },
  /** Deletes an empty department (no people, no sub-departments). */
  deptRemove: { method: 'POST', path: `${O}/dept/remove`, auth: 'user' },

  postList: { method: 'GET', path: `${O}/post/list`, auth: 'user' },
  postSave: { method: 'POST', path: `${O}/post/save`, auth: 'user' },
  postRemove: { method: 'POST', path: `${O}/post/remove`, auth: 'user' },

  roleList: { method: 'GET', path: `${O}/role/list`, auth: 'user' },
  roleSave: { method: 'POST', path: `${O}/role/save`, auth: 'user' },
  roleRemove: { method: 'POST', path: `${O}/role/remove`, auth: 'user' },

  /** The tenant's staff (query: keyword?, departmentId?, status?, current, size). */
  staffPage: { method: 'GET', path: `${O}/staff/page`, auth: 'user' },
  /** Sets a member's department, post and roles. */
  staffUpdate: { method: 'POST', path: `${O}/staff/update`, auth: 'user' },
  /** Disables or re-enables a member (a disabled member keeps their data, loses their seat). */
  staffStatus: { method: 'POST', path: `${O}/staff/status`, auth: 'user' },
  /** Removes a member, handing their customers, leads and lists to a colleague. */
  staffRemove: { method: 'POST', path: `${O}/staff/remove`, auth: 'user' },
  /** Makes another member the administrator (the caller becomes a member). */
  adminTransfer: { method: 'POST', path: `${O}/staff/transferAdmin`, auth: 'user' },

  /** Creates an invitation: a link (and QR) for anyone, or an SMS with the link to a phone. */
  inviteCreate: { method: 'POST', path: `${O}/invite/create`, auth: 'user' },
  inviteList: { method: 'GET', path: `${O}/invite/list`, auth: 'user' },
  inviteRevoke: { method: 'POST', path: `${O}/invite/revoke`, auth: 'user' },
  /** What an invitation link leads to (query: token), for the signed-in invitee. */
  joinPreview: { method: 'GET', path: `${O}/join/preview`, auth: 'user' },
  /** The signed-in invitee asks to join (body: token). */
  joinApply: { method: 'POST', path: `${O}/join/apply`, auth: 'user' },
  /** Join requests of the tenant (query: status?). */
  joinList: { method: 'GET', path: `${O}/join/list`, auth: 'user' },
  /** Approves or rejects a join request (body: id, approve). */
  joinDecide: { method: 'POST', path: `${O}/join/decide`, auth: 'user' },

  /** Colleagues with department, post, card and chat account (query: keyword?, departmentId?). */
  addressBook: { method: 'GET', path: `${O}/book`, auth: 'user' },

  /** Seats bought, used and free, and who holds them. */
  seatSummary: { method: 'GET', path: `${O}/seat/summary`, auth: 'user' },
  seatAssign: { method: 'POST', path: `${O}/seat/assign`, auth: 'user' },
  seatRelease: { method: 'POST', path: `${O}/seat/release`, auth: 'user' },

  /** The organisation account: name, credit code, industry, region, logo, certification. */
  orgAccount: { method: 'GET', path: `${O}/account`, auth: 'user' },
  orgAccountSave: { method: 'POST', path: `${O}/account/save`, auth: 'user' },
} as const satisfies Record<string, Route>;
