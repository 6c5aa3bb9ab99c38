/** The vcard demo data (loaded by the demo loader, never by the module itself). */
export { seedDemoCards } from './seed';
export { seedDirectoryCards, type DirectoryCardOwner } from './directory';
