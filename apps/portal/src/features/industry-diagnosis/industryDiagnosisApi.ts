import type { Envelope } from '@platform/contracts';
import type { industryDiagnosisApi as contract } from '@platform/contracts/industry-diagnosis';
import { industryDiagnosisRoutes } from '@platform/contracts/industry-diagnosis/routes';
import { callOf, dataOf, fromContract, platformApi, routesOf, type In, type Out } from '../../shared/api/api';
import { REPORT_COUNT_ARGS, reportCountApi } from '../../shared/api/reportCountApi';

const routes = routesOf<typeof contract>(industryDiagnosisRoutes);

/** 产业诊断's calls: the diagnosis (public) and its PDF (login, the report count). */
export const industryDiagnosisApi = platformApi
  .enhanceEndpoints({ addTagTypes: ['Reports'] })
  .injectEndpoints({
    endpoints: (build) => ({
      diagnosisChains: build.query(fromContract(routes.chains)),
      diagnosis: build.query(fromContract(routes.diagnosis)),
      createDiagnosisPdf: build.mutation({
        query: (input: In<typeof routes.createPdf>) => callOf(routes.createPdf, input),
        // Success is code 200 (as generate-report): the page checks it.
        transformResponse: (envelope: Envelope<unknown>) => ({
          code: envelope.code,
          data: dataOf(routes.createPdf)(envelope) as Out<typeof routes.createPdf>,
        }),
        invalidatesTags: ['Reports'],
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          const { data: answer } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (answer?.code !== 200 || !answer.data) return;
          const { remaining } = answer.data;
          dispatch(reportCountApi.util.updateQueryData('reportNum', REPORT_COUNT_ARGS, () => remaining));
        },
      }),
    }),
  });

export const { useDiagnosisChainsQuery, useDiagnosisQuery, useCreateDiagnosisPdfMutation } =
  industryDiagnosisApi;
