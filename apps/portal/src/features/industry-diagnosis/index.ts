import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 产业诊断 (issue 28 item 4; docs/industry-diagnosis.md): a public page; its PDF needs login. */
export const industryDiagnosisRoutes = {
  diagnosis: {
    path: '/serve/industryDiag',
    meta: { title: 'serve.industryDiag', flag: 'serve' },
    page: lazyPage(() => import('./IndustryDiagnosisPage')),
  },
} satisfies Record<string, RouteEntry>;
