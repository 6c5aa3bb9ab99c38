/**
 * The accounts domain: users, tenants, memberships and customers (white label), read by every
 * module that needs to know who someone is. It has no routes and imports no other module, so
 * auth, system, resource and pay can all depend on it without a cycle.
 */
export {
  belongsToCustomer,
  countMembers,
  customerConfigItems,
  findTenant,
  findUserById,
  findUserByLogin,
  findUserByPhone,
  lockTenant,
  membership,
  memberships,
  serviceNames,
  tenantAdmin,
  updatePasswordHash,
  updatePhone,
  updateProfile,
  type CustomerRow,
  type MembershipRow,
  type ProfileChange,
  type UserRow,
} from './repo';
export {
  adminOfOwnTenant,
  customerForDomain,
  normaliseDomain,
  registerByPhone,
  resolveLoginTenant,
} from './service';
export { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
// Names of users, for modules that show who someone is (a chain share's owner).
export { userNames } from './repo';
