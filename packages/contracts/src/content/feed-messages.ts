import type { MessageTable } from '../messageTable';
import { FEED_LIMITS as L } from './feed-limits';

/** Errors of the feed, follow targets and follow groups. */
export const FEED_MESSAGES = {
  groupNotFound: { zh: '分组不存在', en: 'The group does not exist' },
  groupTooDeep: { zh: `分组最多 ${L.depth} 级`, en: `Groups nest at most ${L.depth} levels deep` },
  groupTooMany: { zh: `分组最多 ${L.groups} 个`, en: `At most ${L.groups} groups` },
  groupMoveIntoOwn: {
    zh: '不能把分组移动到它自己或它的下级分组中',
    en: 'A group cannot move into itself or one of its subgroups',
  },
  groupNameTaken: { zh: '同一级下已有同名分组', en: 'A group with this name already exists at this level' },
  groupTemplateNotFound: { zh: '分组模板不存在', en: 'The group template does not exist' },
  followTargetNotFound: { zh: '关注的对象不存在', en: 'The followed item does not exist' },
  followTargetNotFollowed: {
    zh: '请先关注该对象再加入分组',
    en: 'Follow this item before putting it into a group',
  },
  followTargetLimit: {
    zh: `最多关注 ${L.targets} 个组织或产业链`,
    en: `At most ${L.targets} organisations or chains`,
  },
  feedCursorInvalid: { zh: '分页参数无效，请刷新后重试', en: 'The page cursor is invalid, please reload' },
} as const satisfies MessageTable;
