import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 研究报告, the research-report library (issue 28 item 6; docs/research-reports.md): a public page. */
export const researchReportsRoutes = {
  library: {
    path: '/serve/researchReport',
    meta: { title: 'serve.researchReport', flag: 'serve' },
    page: lazyPage(() => import('./ResearchReportsPage')),
  },
} satisfies Record<string, RouteEntry>;
