/** The social demo data (loaded by the demo loader, never by the module itself). */
export { seedDemoFriendApplications, seedDemoFriends } from './seed';
