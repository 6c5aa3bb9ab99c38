import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** 产业诊断 (issue 28 item 4; docs/industry-diagnosis.md): a public page; its PDF needs login. */
export const industryDiagnosisRoutes = {
  diagnosis: {
    path: '/serve/industryDiag',
    meta: { title: 'serve.industryDiag', flag: 'serve' },
    page: lazy(() => import('./IndustryDiagnosisPage')),
  },
} satisfies Record<string, RouteEntry>;
