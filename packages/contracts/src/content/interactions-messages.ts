import type { MessageTable } from '../messageTable';
import { INTERACTION_LIMITS as L } from './interactions-routes';

/** Why a like, collection, comment or registration was refused (docs/content.md, Interactions API). */
export const INTERACTION_MESSAGES = {
  interactionTargetNotFound: {
    zh: '该内容不存在或您无权查看',
    en: 'This content does not exist or you may not read it',
  },
  interactionDynamicNotFound: { zh: '该企业动态不存在', en: 'This company dynamic does not exist' },
  interactionNotPublished: {
    zh: '该内容尚未发布或已撤回',
    en: 'This content is not published, or was withdrawn',
  },
  commentNotFound: { zh: '该评论不存在', en: 'This comment does not exist' },
  commentReplyToReply: {
    zh: '只能回复该内容下的评论',
    en: 'A reply must answer a comment of the same publication',
  },
  commentDeleteForbidden: {
    zh: '只有评论者、内容作者或其组织管理员可以删除该评论',
    en: 'Only the commenter, the author or their organisation administrator may delete this comment',
  },
  commentEmpty: { zh: '评论内容不能为空', en: 'The comment is empty' },
  commentTooLong: {
    zh: `评论不能超过 ${L.commentLength} 个字符`,
    en: `A comment may be at most ${L.commentLength} characters`,
  },
  interactionSensitiveWords: {
    zh: '内容包含敏感词，请修改后再提交',
    en: 'The text contains sensitive words; please change it',
  },
  registrationNotActivity: { zh: '该内容不是活动', en: 'This publication is not an activity' },
  registrationClosed: {
    zh: '活动报名已截止或活动已开始',
    en: 'Registration has closed, or the activity has started',
  },
  registrationFull: { zh: '活动名额已满', en: 'The activity is full' },
  registrationExists: { zh: '您已报名该活动', en: 'You have already registered for this activity' },
  registrationNotFound: { zh: '您未报名该活动', en: 'You have not registered for this activity' },
  registrationListForbidden: {
    zh: '只有活动发布者或其组织管理员可以查看报名名单',
    en: 'Only the organiser or their organisation administrator may see the registrants',
  },
} as const satisfies MessageTable;
