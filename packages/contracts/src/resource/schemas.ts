import { z } from 'zod';
import { phoneSchema } from '../validation';

export const smsSentSchema = z.object({ id: z.string() });

const smsCheck = {
  id: z.string().trim().min(1).max(64),
  value: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'value must be digits'),
};

export const sendValidateNologinBlockInput = z.object({
  phone: phoneSchema,
  captchaVerification: z.string().trim().min(1).max(200),
});
export const sendValidateNologinInput = z.object({ phone: phoneSchema });
export const validateMessageNologinInput = z.object({ phone: phoneSchema, ...smsCheck });
export const sendValidateByUserIdInput = z.object({ phone: phoneSchema.optional() });
export const validateMessageByUserIdInput = z.object(smsCheck);
