import { z } from 'zod';
import { SERVICE } from './services';
import { endpoint } from './envelope';
import { phoneSchema } from './validation';

const sms = `${SERVICE.resource}/sms/endpoint`;
const smsSent = z.object({ id: z.string() });
const smsCheck = {
  id: z.string().trim().min(1).max(64),
  value: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'value must be digits'),
};

/** SMS verification codes (spec 1 §7 SMS). Codes live 5 minutes; sends are limited per phone and IP. */
export const resourceApi = {
  sendValidateNologinBlock: endpoint({
    method: 'POST',
    path: `${sms}/send-validate-nologin-block`,
    input: z.object({ phone: phoneSchema, captchaVerification: z.string().trim().min(1).max(200) }),
    output: smsSent,
    auth: 'public',
  }),
  sendValidateNologin: endpoint({
    method: 'POST',
    path: `${sms}/send-validate-nologin`,
    input: z.object({ phone: phoneSchema }),
    output: smsSent,
    auth: 'public',
  }),
  validateMessageNologin: endpoint({
    method: 'POST',
    path: `${sms}/validate-message-nologin`,
    input: z.object({ phone: phoneSchema, ...smsCheck }),
    output: z.boolean(),
    auth: 'public',
  }),
  /** Sends to the caller's bound phone, or to `phone` when binding a new number. */
  sendValidateByUserId: endpoint({
    method: 'POST',
    path: `${sms}/send-validate-by-user-id`,
    input: z.object({ phone: phoneSchema.optional() }),
    output: smsSent,
    auth: 'user',
  }),
  validateMessageByUserId: endpoint({
    method: 'POST',
    path: `${sms}/validate-message-by-user-id`,
    input: z.object(smsCheck),
    output: z.boolean(),
    auth: 'user',
  }),
};
