/** /im/index and its query (spec 1 §2 user dropdown: target friendList / cardList). */
export const IM_PATH = '/im/index';

export const IM_TABS = ['conversations', 'friends', 'cardFolder', 'groups', 'applications'] as const;
export type ImTab = (typeof IM_TABS)[number];

const TARGETS: Record<string, ImTab> = {
  friendList: 'friends',
  cardList: 'cardFolder',
  groupList: 'groups',
  applyList: 'applications',
};
const TARGET_OF: Partial<Record<ImTab, string>> = Object.fromEntries(
  Object.entries(TARGETS).map(([target, tab]) => [tab, target]),
);

/** The `target` query value of a tab (none for conversations). */
export const targetOfTab = (tab: ImTab): string | undefined => TARGET_OF[tab];

export const tabOfTarget = (target: string | null): ImTab => (target && TARGETS[target]) || 'conversations';

/** The chat page on a tab, or on one conversation (C2C_<a>_<b> / GROUP_<id>). */
export function imUrl(options: { tab?: ImTab; conversationId?: string } = {}): string {
  const query = new URLSearchParams();
  const target = options.tab && targetOfTab(options.tab);
  if (target) query.set('target', target);
  if (options.conversationId) query.set('conversationID', options.conversationId);
  const search = query.toString();
  return search ? `${IM_PATH}?${search}` : IM_PATH;
}
