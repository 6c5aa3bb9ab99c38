import { z } from 'zod';
import { pageInputSchema, pageOf } from '../pay/schemas';
import { SALES_CODE_PATTERN, SALES_LIMITS } from './limits';

const code = (what: string) =>
  z.string().trim().toUpperCase().regex(SALES_CODE_PATTERN, `${what} has 8 letters and digits`);

export const sellCodeInput = z.object({ sellCode: code('sellCode') });
export const teamCodeInput = z.object({ teamCode: code('teamCode') });
export const teamCreateInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(SALES_LIMITS.teamNameMax, `name must be at most ${SALES_LIMITS.teamNameMax} characters`),
});
export const teamDetailInput = z.object({
  teamId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'teamId must be digits'),
  months: z.coerce
    .number()
    .int()
    .min(1)
    .max(SALES_LIMITS.detailMonthsMax)
    .default(SALES_LIMITS.detailMonthsDefault),
});

/** What a code brought: people bound to it, their paid orders and the amount (yuan). */
export const salesFiguresSchema = z.object({
  registrations: z.number().int(),
  paidOrders: z.number().int(),
  amount: z.number(),
});

export const mySalesCodeSchema = salesFiguresSchema.extend({ sellCode: z.string() });
export type MySalesCode = z.infer<typeof mySalesCodeSchema>;

export const referralSchema = z.object({
  /** Masked (spec 1 §5 name masking): a seller sees who, not their details. */
  userName: z.string(),
  boundAt: z.string(),
  paidOrders: z.number().int(),
  amount: z.number(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralPageSchema = pageOf(referralSchema);
export const referralPageInput = pageInputSchema;

export const teamMemberSchema = z.object({
  name: z.string(),
  sellCode: z.string(),
  role: z.enum(['leader', 'member']),
  joinedAt: z.string(),
});

export const salesTeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  teamCode: z.string(),
  leaderName: z.string(),
  isLeader: z.boolean(),
  members: z.array(teamMemberSchema),
});
export type SalesTeam = z.infer<typeof salesTeamSchema>;

export const teamDetailRowSchema = salesFiguresSchema.extend({
  /** 'YYYY-MM', China time. */
  month: z.string(),
  memberName: z.string(),
  sellCode: z.string(),
});
export const teamDetailSchema = z.object({
  team: salesTeamSchema.omit({ members: true }),
  rows: z.array(teamDetailRowSchema),
  totals: salesFiguresSchema,
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;
