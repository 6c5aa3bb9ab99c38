import { endpoint } from '../envelope';
import { searchRoutes as routes } from './routes';
import * as schemas from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';

export const searchApi = {
  searchPreview: endpoint({
    ...routes.searchPreview,
    input: schemas.searchPreviewInputSchema,
    output: schemas.searchPreviewSchema,
  }),
  searchCompanyPage: endpoint({
    ...routes.searchCompanyPage,
    input: schemas.searchCompanyInputSchema,
    output: schemas.searchCompanyPageSchema,
  }),
  landingFacts: endpoint({
    ...routes.landingFacts,
    input: schemas.landingFactsInputSchema,
    output: schemas.landingFactsSchema,
  }),
  suggestCompany: endpoint({
    ...routes.suggestCompany,
    input: schemas.suggestCompanyInputSchema,
    output: schemas.suggestCompanySchema,
  }),
};
