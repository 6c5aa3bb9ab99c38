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
  qrLoginTicket: endpoint({ ...routes.qrLoginTicket, input: noInput, output: schemas.qrLoginTicketOutput }),
  qrLoginStatus: endpoint({
    ...routes.qrLoginStatus,
    input: schemas.qrLoginTicketInput,
    output: schemas.qrLoginStatusOutput,
  }),
  qrLoginScan: endpoint({
    ...routes.qrLoginScan,
    input: schemas.qrLoginTicketInput,
    output: schemas.qrLoginScanOutput,
  }),
  qrLoginConfirm: endpoint({
    ...routes.qrLoginConfirm,
    input: schemas.qrLoginTicketInput,
    output: schemas.qrLoginScanOutput,
  }),
  qrLoginCancel: endpoint({
    ...routes.qrLoginCancel,
    input: schemas.qrLoginTicketInput,
    output: schemas.qrLoginScanOutput,
  }),
};
