import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** 产业分析 and 对标分析 (issue 28 items 2 and 3; docs/industry-analysis.md): public pages. */
export const industryAnalysisRoutes = {
  analysis: {
    path: '/serve/induAnalysis',
    meta: { title: 'serve.induAnalysis', flag: 'serve' },
    page: lazy(() => import('./AnalysisPage')),
  },
  compare: {
    path: '/serve/induCompare',
    meta: { title: 'serve.induCompare', flag: 'serve' },
    page: lazy(() => import('./ComparePage')),
  },
} satisfies Record<string, RouteEntry>;
