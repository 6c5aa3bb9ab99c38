import { createElement, lazy, Suspense } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/**
 * Chat (spec 1 §2 Chat screen, §4 Chat): the /im/index page, and the session host that logs the
 * chat in and out with the portal user, keeps the conversation list live and counts new messages
 * in the page title.
 */
export const imRoutes = {
  index: {
    path: '/im/index',
    meta: { title: 'im', menuKey: 'im', isAuth: true },
    page: lazyPage(() => import('./ImPage')),
  },
} satisfies Record<string, RouteEntry>;

/**
 * Each section's IM page (/imPol/polIm, /imCustomer/concatIndex, /imMember/memberIm, /business/im,
 * /toker/tokerIm, /tokerFinance/tokerFinanceIm): the chat screen narrowed to the section of the
 * route's meta.flag; app/router gives it to every section family.
 */
export const SectionImPage = lazyPage(() => import('./SectionImPage'));

export const IM_I18N_NAMESPACE = 'im';
export type { imZh as ImResources } from './copy';

const LazyChatSessionHost = lazy(() => import('./ChatSessionHost'));

/** Mounted once by the shell for a signed-in user; its code loads then. */
export function ChatHost() {
  return createElement(Suspense, { fallback: null }, createElement(LazyChatSessionHost));
}

export { IM_PATH, imUrl } from './imPaths';
