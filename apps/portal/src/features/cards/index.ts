import { createElement, lazy, Suspense } from 'react';
import { MOBILE_CARD_PATH } from '@platform/contracts/vcard/routes';
import { lazyPage } from '../../shared/router/lazyPage';
import type { RouteEntry } from '../../shared/router/routeMeta';
import type { CardDetailDialogProps } from './CardDetailDialog';
import type { PeopleKind } from './people';
import type { AddFriendHostProps } from './AddFriendHost';

/**
 * Business card routes (spec 2 §2): the editor (add, edit), the owner's preview of the local draft
 * and the public read-only view. Another page of this feature (my cards) adds its own entry below.
 */
export const cardsRoutes = {
  add: {
    path: '/businessCard/add',
    meta: { title: 'cardAdd', hidden: true, isAuth: true },
    page: lazyPage(() => import('./CardEditorPage')),
  },
  edit: {
    path: '/businessCard/edit',
    meta: { title: 'cardEdit', hidden: true, isAuth: true },
    page: lazyPage(() => import('./CardEditorPage')),
  },
  preview: {
    path: '/businessCard/preview',
    meta: { title: 'cardPreview', hidden: true, isAuth: true },
    page: lazyPage(() => import('./CardPreviewPage')),
  },
  view: {
    path: '/businessCard/view',
    meta: { title: 'cardView', hidden: true },
    page: lazyPage(() => import('./CardViewPage')),
    // Its own chunk, so the first route's bundle stays as it was.
    preload: (store, url) => void import('./viewPreload').then((m) => m.preloadCardView(store, url)),
  },
  /** The phone page of a card (docs/mobile-pages.md): bare, open to visitors; share QRs lead here. */
  mobile: {
    path: MOBILE_CARD_PATH,
    meta: { title: 'cardMobile', hidden: true, bare: true },
    page: lazyPage(() => import('./MobileCardPage')),
  },
  mine: {
    path: '/user/personal/card',
    meta: { title: 'user.personalCard', side: true, sideGroup: 'personal', isAuth: true },
    page: lazyPage(() => import('./MyCardsPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const CARDS_I18N_NAMESPACE = 'cards';
export type { cardsZh as CardsResources } from './copy';

const LazyCardDetailDialog = lazy(() => import('./CardDetailDialog'));
const LazyPeopleList = lazy(() => import('./people'));
const LazyAddFriendHost = lazy(() => import('./AddFriendHost'));

/** The add-friend dialog (spec 1 §2, §5) for a person: the caller's cards, wording and remark. */
export function AddFriendDialogHost(props: AddFriendHostProps) {
  return props.open
    ? createElement(Suspense, { fallback: null }, createElement(LazyAddFriendHost, props))
    : null;
}
export type { AddFriendHostProps } from './AddFriendHost';

/**
 * The card detail dialog (spec 1 §2) for a vcardId or a person's default card (userId), with its
 * follow, add-friend, message, save, forward and view actions. Loads its code on first opening.
 */
export function CardDetailDialog(props: CardDetailDialogProps) {
  return props.open
    ? createElement(Suspense, { fallback: null }, createElement(LazyCardDetailDialog, props))
    : null;
}
export type { CardDetailDialogProps } from './CardDetailDialog';

/** People lists for the user area: 'fans' (/control/fans) or 'follows' (/control/focus?type=focusPerson). */
export function PeopleList(props: { kind: PeopleKind }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyPeopleList, props));
}
export type { PeopleKind } from './people';

export { editPath, viewPath, CARD_ADD_PATH, CARD_PREVIEW_PATH } from './paths';
