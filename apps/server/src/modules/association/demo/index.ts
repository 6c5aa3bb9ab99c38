/** Demo entry of the association module (陈静's organisation as an association): the demo loader and tests only. */
export { DEMO_APPLICANT, DEMO_ASSOCIATION, seedDemoAssociation } from './seed';
export { seedDemoAssociationPosts } from './posts';
