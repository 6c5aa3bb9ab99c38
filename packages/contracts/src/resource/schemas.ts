import { z } from 'zod';
import { phoneSchema } from '../validation';
import { UPLOAD_KINDS } from './files';

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

export const uploadKindSchema = z.enum(UPLOAD_KINDS);
export const fileUploadInput = z.object({ kind: uploadKindSchema });
export const uploadedFileSchema = z.object({
  id: z.string(),
  /** Relative (`/api/platform-resource/file/<id>`): what a card's module content stores. */
  url: z.string(),
  kind: uploadKindSchema,
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /**
   * The file's name as sent, sanitised (no path, no control characters, at most 200 characters);
   * a 'file' kind download is saved under it.
   */
  name: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const fileGetInput = z.object({ id: z.uuid() });
