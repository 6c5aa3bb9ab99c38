import { operatorImportRoutes, type operatorApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

type ImportCalls = Pick<typeof contract, keyof typeof operatorImportRoutes>;
const routes = routesOf<ImportCalls>(operatorImportRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['OperatorImports'] });

/** The company import's calls (docs/enterprise-import.md "From the operator console"); the upload is postFile. */
export const operatorImportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    operatorImports: build.query({ ...fromContract(routes.imports), providesTags: ['OperatorImports'] }),
    operatorImportStart: build.mutation({
      ...fromContract(routes.importStart),
      invalidatesTags: ['OperatorImports'],
    }),
    operatorImportDiscard: build.mutation({
      ...fromContract(routes.importDiscard),
      invalidatesTags: ['OperatorImports'],
    }),
  }),
});

export const { useOperatorImportsQuery, useOperatorImportStartMutation, useOperatorImportDiscardMutation } =
  operatorImportsApi;

/** Where the upload goes (multipart, outside RTK Query: it reports its progress). */
export const IMPORT_UPLOAD_PATH = operatorImportRoutes.importUpload.path;
