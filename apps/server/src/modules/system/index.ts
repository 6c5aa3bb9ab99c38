import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './routes';

/** The white-label customer, dictionaries, the caller's profile, tenants and password changes. */
export const systemModule: FastifyPluginAsync = async (app) => systemRoutes(app);
export {
  dictionary,
  dictionaryCounts,
  dictionaryValues,
  dictionaryValuesByKey,
  replaceDictionary,
} from './repo';
