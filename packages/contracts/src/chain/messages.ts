import type { MessageTable } from '../messageTable';

/** Industry chain maps (spec 2 §7). */
export const CHAIN_MESSAGES = {
  chainNotFound: { zh: '产业链不存在', en: 'No such industry chain' },
  nodeNotFound: { zh: '产业链节点不存在', en: 'No such chain node' },
  chainExportExceeded: {
    zh: '可导出企业数量不足，请缩小筛选范围',
    en: 'Not enough exports left: narrow the filter',
  },
  chainExportTooMany: {
    zh: '单次最多导出 10000 家企业，请缩小筛选范围',
    en: 'At most 10,000 companies per export: narrow the filter',
  },
  chainSaved: { zh: '保存成功', en: 'Saved' },
  chainNodeCycle: {
    zh: '节点不能移到它自己或它的下级节点之下',
    en: 'A node cannot move under itself or a node below it',
  },
  chainTreeInvalid: {
    zh: '产业链节点有误，请刷新后重试',
    en: 'The chain’s nodes are inconsistent: reload and retry',
  },
  chainTooDeep: { zh: '产业链最多 8 级节点', en: 'A chain has at most 8 levels' },
  userChainLimit: {
    zh: '最多创建 50 条产业链，请删除不用的产业链',
    en: 'At most 50 chains: delete one you no longer use',
  },
  chainEditLimit: {
    zh: '每条产业链最多调整 2000 家企业',
    en: 'At most 2,000 company changes per chain',
  },
  chainNodeUnsaved: { zh: '请先保存该节点', en: 'Save the node first' },
  chainShareLimit: { zh: '每条产业链最多 20 个分享链接', en: 'At most 20 share links per chain' },
  chainShareInvalid: {
    zh: '分享链接无效，请向分享人确认',
    en: 'This share link is not valid: check it with the sender',
  },
  chainShareEnded: { zh: '分享已失效', en: 'This share has ended' },
  chainGroupNameTaken: { zh: '分组名称已存在', en: 'A group of that name exists' },
  chainGroupLimit: { zh: '最多创建 100 个分组', en: 'At most 100 groups' },
  chainGroupNotFound: { zh: '分组不存在', en: 'No such group' },
} as const satisfies MessageTable;
