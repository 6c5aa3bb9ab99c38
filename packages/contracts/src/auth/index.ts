import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { authRoutes as routes } from './routes';
import * as schemas from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';

export const authApi = {
  logout: endpoint({ ...routes.logout, input: noInput, output: z.boolean() }),
  isLogin: endpoint({ ...routes.isLogin, input: noInput, output: schemas.isLoginOutput }),
  captchaGet: endpoint({
    ...routes.captchaGet,
    input: schemas.captchaGetInput,
    output: schemas.captchaGetOutput,
  }),
  captchaCheck: endpoint({
    ...routes.captchaCheck,
    input: schemas.captchaCheckInput,
    output: schemas.captchaCheckOutput,
  }),
};
