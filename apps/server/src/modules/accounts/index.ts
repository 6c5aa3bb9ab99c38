/**
 * The accounts domain: users, tenants, memberships and customers (white label), read by every
 * module that needs to know who someone is. It has no routes and imports no other module, so
 * auth, system, resource and pay can all depend on it without a cycle.
 */
export {
  belongsToCustomer,
  countMembers,
  customerConfigItems,
  customerExists,
  customerTenantIds,
  defaultCustomerCode,
  findTenant,
  findUserById,
  findUserByLogin,
  findUserByPhone,
  listCustomers,
  lockTenant,
  membership,
  memberships,
  sellerOfTenant,
  serviceNames,
  tenantAdmin,
  tenantNamesOf,
  updatePasswordHash,
  updatePhone,
  updateProfile,
  userCreatedAt,
  userDisplayNames,
  type CustomerRow,
  type MembershipRow,
  type ProfileChange,
  type UserRow,
} from './repo';
export { isPlatformOperator } from './operator';
export {
  customerChanges,
  customerSummaries,
  storedCustomer,
  writeCustomer,
  type CustomerConfig,
  type CustomerWrite,
  type StoredCustomer,
} from './customers-admin-repo';
export {
  adminOfOwnTenant,
  customerForDomain,
  normaliseDomain,
  registerByPhone,
  resolveLoginTenant,
} from './service';
export {
  addMember,
  isMemberRow,
  removeMember,
  renameTenant,
  setDefaultTenant,
  setMemberDisabled,
  setMemberLabels,
  staffMember,
  staffMembers,
  transferAdmin,
  type StaffMemberRow,
} from './staff-repo';
export { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
export {
  ORG_TENANT_TYPES,
  activeStaffOf,
  staffWithNames,
  colleagueIdsAmong,
  lockUserRow,
  memberIdsOf,
  organisationMembershipsAmong,
  peopleAmong,
  userAvatars,
  usersByIds,
  type ColleagueScope,
  type PersonRow,
  type UserCardRow,
} from './directory-repo';
export {
  activeUserById,
  colleaguesOf,
  isOrganisationMember,
  organisationMembersPage,
  organisationsOf,
  organisationsPage,
  searchOrganisations,
  searchPeople,
  shareAnOrganisation,
  type ColleagueRow,
  type DirectoryOrgRow,
  type DirectoryUserRow,
  type OrgRow,
} from './people-repo';
