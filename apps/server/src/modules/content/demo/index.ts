/** The content demo data (loaded by the demo loader, never by the module itself), one line per topic. */
export { seedDemoPublications } from './publications';
export { seedDemoInteractions } from './interactions';
export { seedDemoFollows } from './follows';
export { demoCovers } from './covers';
export { DEMO_ASSOCIATION_PUBLICATIONS, seedDemoAssociationPublications } from './association-posts';
