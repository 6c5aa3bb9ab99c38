import { ISOLATED_FILES, portalProject } from './vitest.config';

/** The files that mock a module with vi.mock, each in a module graph of its own. */
export default portalProject({ name: 'portal-isolated', include: ISOLATED_FILES, isolate: true });
