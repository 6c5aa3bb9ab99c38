import { z } from 'zod';
import { endpoint } from '../envelope';
import { salesRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

const noInput = z.object({});

export const salesApi = {
  getMySalesCode: endpoint({ ...routes.getMySalesCode, input: noInput, output: s.mySalesCodeSchema }),
  salesReferralPage: endpoint({
    ...routes.salesReferralPage,
    input: s.referralPageInput,
    output: s.referralPageSchema,
  }),
  joiningTheSalesTeam: endpoint({
    ...routes.joiningTheSalesTeam,
    input: s.teamCodeInput,
    output: s.salesTeamSchema,
  }),
  bindSellCode: endpoint({
    ...routes.bindSellCode,
    input: s.sellCodeInput,
    output: z.object({ bound: z.boolean() }),
  }),
  verifySalesCodeCorrectness: endpoint({
    ...routes.verifySalesCodeCorrectness,
    input: s.sellCodeInput,
    output: z.boolean(),
  }),
  salesTeamCreate: endpoint({
    ...routes.salesTeamCreate,
    input: s.teamCreateInput,
    output: s.salesTeamSchema,
  }),
  salesTeamMine: endpoint({ ...routes.salesTeamMine, input: noInput, output: s.salesTeamSchema.nullable() }),
  salesTeamDetail: endpoint({
    ...routes.salesTeamDetail,
    input: s.teamDetailInput,
    output: s.teamDetailSchema,
  }),
};
