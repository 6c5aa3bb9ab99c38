import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 产业分析 and 对标分析 (issue 28 items 2 and 3; docs/industry-analysis.md): public pages. */
export const industryAnalysisRoutes = {
  analysis: {
    path: '/serve/induAnalysis',
    meta: { title: 'serve.induAnalysis', flag: 'serve' },
    page: lazyPage(() => import('./AnalysisPage')),
  },
  compare: {
    path: '/serve/induCompare',
    meta: { title: 'serve.induCompare', flag: 'serve' },
    page: lazyPage(() => import('./ComparePage')),
  },
} satisfies Record<string, RouteEntry>;
