import { z } from 'zod';
import { shortText, tenantIdSchema } from '../validation';

/** Invite record (spec 1 §4 Invite): who invited (query userid/tenantid) and the sales code. */
export const inviteSubmitSchema = z
  .object({
    inviterUserId: shortText(32).optional(),
    inviterTenantId: tenantIdSchema.optional(),
    sellCode: shortText(64).optional(),
    channel: shortText(64).optional(),
  })
  .refine((v) => Boolean(v.inviterUserId || v.sellCode), {
    message: 'inviterUserId or sellCode is required',
  });
