import { ISOLATED_FILES, serverProject } from './vitest.config';

/** The files that plant a bug with vi.mock, each in a module graph of its own. */
export default serverProject({ name: 'server-planted', include: ISOLATED_FILES });
