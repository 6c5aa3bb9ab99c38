import { lazy } from 'react';
import type { RouteEntry } from '../../app/router/routeMeta';

/**
 * Business card routes (spec 2 §2): the editor (add, edit), the owner's preview of the local draft
 * and the public read-only view. Another page of this feature (my cards) adds its own entry below.
 */
export const cardsRoutes = {
  add: {
    path: '/businessCard/add',
    meta: { title: 'cardAdd', hidden: true, isAuth: true },
    page: lazy(() => import('./CardEditorPage')),
  },
  edit: {
    path: '/businessCard/edit',
    meta: { title: 'cardEdit', hidden: true, isAuth: true },
    page: lazy(() => import('./CardEditorPage')),
  },
  preview: {
    path: '/businessCard/preview',
    meta: { title: 'cardPreview', hidden: true, isAuth: true },
    page: lazy(() => import('./CardPreviewPage')),
  },
  view: {
    path: '/businessCard/view',
    meta: { title: 'cardView', hidden: true },
    page: lazy(() => import('./CardViewPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const CARDS_I18N_NAMESPACE = 'cards';
export type { cardsZh as CardsResources } from './copy';
