import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { chainMapDataRoutes, chainRoutes as routes } from './routes';
import * as schemas from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';

export const chainApi = {
  inviteSubmit: endpoint({ ...routes.inviteSubmit, input: schemas.inviteSubmitSchema, output: z.boolean() }),
  getInduClass: endpoint({
    ...routes.getInduClass,
    input: schemas.catalogueInput,
    output: schemas.catalogueSchema,
  }),
  getMapNodesById: endpoint({
    ...routes.getMapNodesById,
    input: schemas.mapNodesInput,
    output: schemas.mapNodesSchema,
  }),
  /** Answers an .xlsx file (content-disposition attachment), or an envelope with the refusal. */
  entPageExport: endpoint({ ...routes.entPageExport, input: schemas.chainExportInput, output: z.unknown() }),
  exportCount: endpoint({ ...routes.exportCount, input: noInput, output: schemas.exportCountSchema }),
  entPage: endpoint({
    ...routes.entPage,
    input: schemas.chainEntPageInput,
    output: schemas.chainEntPageSchema,
  }),
};

/** The chain map's calls on the bigdata service path. */
export const chainMapDataApi = {
  nodeDescription: endpoint({
    ...chainMapDataRoutes.nodeDescription,
    input: schemas.nodeDescriptionInput,
    output: schemas.nodeDescriptionSchema,
  }),
};
