import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 使用指南 at /skill/index (issue 28 item 10; docs/solutions.md): the platform's guides. */
export const skillRoutes = {
  index: {
    path: '/skill/index',
    meta: { title: 'skill', hidden: true },
    page: lazyPage(() => import('./SkillPage')),
  },
} satisfies Record<string, RouteEntry>;
