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
  socialProviders: endpoint({
    ...routes.socialProviders,
    input: noInput,
    output: schemas.socialProvidersOutput,
  }),
  socialAuthorize: endpoint({
    ...routes.socialAuthorize,
    input: schemas.socialAuthorizeInput,
    output: schemas.socialAuthorizeOutput,
  }),
  socialBindAuthorize: endpoint({
    ...routes.socialBindAuthorize,
    input: schemas.socialAuthorizeInput,
    output: schemas.socialAuthorizeOutput,
  }),
  checkThirdLogin: endpoint({
    ...routes.checkThirdLogin,
    input: schemas.checkThirdLoginInput,
    output: schemas.checkThirdLoginOutput,
  }),
  socialBindings: endpoint({
    ...routes.socialBindings,
    input: noInput,
    output: schemas.socialBindingsOutput,
  }),
  socialUnbind: endpoint({ ...routes.socialUnbind, input: schemas.socialUnbindInput, output: z.boolean() }),
};
