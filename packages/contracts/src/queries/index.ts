import { endpoint } from '../envelope';
import { queriesRoutes as routes } from './routes';
import * as schemas from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';

export const queriesApi = {
  queryPage: endpoint({
    ...routes.queryPage,
    input: schemas.queryPageInput,
    output: schemas.queryPageSchema,
  }),
  querySave: endpoint({
    ...routes.querySave,
    input: schemas.querySaveInput,
    output: schemas.queryEntrySchema,
  }),
  queryRename: endpoint({
    ...routes.queryRename,
    input: schemas.queryRenameInput,
    output: schemas.queryEntrySchema,
  }),
  queryRemove: endpoint({
    ...routes.queryRemove,
    input: schemas.queryRemoveInput,
    output: schemas.queryChangedSchema,
  }),
  queryClearRecent: endpoint({
    ...routes.queryClearRecent,
    input: schemas.queryClearRecentInput,
    output: schemas.queryChangedSchema,
  }),
};
