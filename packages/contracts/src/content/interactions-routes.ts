import type { Route } from '../route';
import { SERVICE } from '../services';

const S = SERVICE.system;

/**
 * What readers do with publications and company dynamics (issue 25 item 5; docs/content.md,
 * Interactions API): likes, collections, comments, activity registrations and the per-reader
 * state of a list of publications. The user-area calls keep the paths of spec 2 §7 (myLike,
 * myCollectPublish, myCollectDynamic, myCollectPolicy); the spec shows none for the others, which
 * live under `publicationComment`, `activityRegistration` and `myInteraction`.
 */
export const interactionRoutes = {
  likePage: { method: 'GET', path: `${S}/myLike/page`, auth: 'user' },
  likeRemove: { method: 'POST', path: `${S}/myLike/remove`, auth: 'user' },
  likeSave: { method: 'POST', path: `${S}/myLike/save`, auth: 'user' },
  likeCancel: { method: 'POST', path: `${S}/myLike/cancel`, auth: 'user' },

  collectPublishPage: { method: 'GET', path: `${S}/myCollectPublish/page`, auth: 'user' },
  collectPublishSave: { method: 'POST', path: `${S}/myCollectPublish/save`, auth: 'user' },
  /** publicationId in the query (spec 2 §7: GET). */
  collectPublishCancel: { method: 'GET', path: `${S}/myCollectPublish/cancel`, auth: 'user' },
  collectDynamicPage: { method: 'POST', path: `${S}/myCollectDynamic/page`, auth: 'user' },
  collectDynamicSave: { method: 'POST', path: `${S}/myCollectDynamic/save`, auth: 'user' },
  collectDynamicCancel: { method: 'POST', path: `${S}/myCollectDynamic/cancel`, auth: 'user' },
  /** Served by the policies module (docs/policies.md), which owns the policy collections. */
  collectPolicyPage: { method: 'GET', path: `${S}/myCollectPolicy/page`, auth: 'user' },
  collectPolicyRemove: { method: 'POST', path: `${S}/myCollectPolicy/remove`, auth: 'user' },

  commentPage: { method: 'GET', path: `${S}/publicationComment/page`, auth: 'user' },
  commentAdd: { method: 'POST', path: `${S}/publicationComment/add`, auth: 'user' },
  commentRemove: { method: 'POST', path: `${S}/publicationComment/remove`, auth: 'user' },

  registrationSave: { method: 'POST', path: `${S}/activityRegistration/save`, auth: 'user' },
  registrationCancel: { method: 'POST', path: `${S}/activityRegistration/cancel`, auth: 'user' },
  /** The caller's registrations (/activity/index, my registrations). */
  registrationMine: { method: 'GET', path: `${S}/activityRegistration/myPage`, auth: 'user' },
  /** An activity's registrants: its author or the administrator of its organisation only. */
  registrationList: { method: 'GET', path: `${S}/activityRegistration/page`, auth: 'user' },

  /** liked, collected, registered per publication (and liked, collected per company dynamic). */
  readerStates: { method: 'POST', path: `${S}/myInteraction/states`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Limits of the interaction inputs (zod-free, so forms can show them). */
export const INTERACTION_LIMITS = {
  commentLength: 500,
  registrationName: 50,
  registrationCompany: 100,
  registrationNote: 500,
  /** Ids in one batch call (remove, states). */
  batchIds: 100,
  pageSize: 50,
} as const;

/** What a deleted comment shows in place of its text. */
export const COMMENT_DELETED_TEXT = { zh: '该评论已删除', en: 'Comment deleted' } as const;
