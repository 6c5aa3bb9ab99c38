import { z } from 'zod';
import { endpoint } from '../envelope';
import { chainRoutes as routes } from './routes';
import * as schemas from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';

export const chainApi = {
  inviteSubmit: endpoint({ ...routes.inviteSubmit, input: schemas.inviteSubmitSchema, output: z.boolean() }),
};
