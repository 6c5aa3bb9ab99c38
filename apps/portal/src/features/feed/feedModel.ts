import type { FeedItem } from '@platform/contracts/content/feed-schemas';
import type { FollowGroupNode } from '@platform/contracts/content/groups-schemas';
import type { DynamicItem } from '@platform/ui/domain';

/** Where an item leads: the publication, the enterprise profile, or the person's card. */
export function itemHref(item: FeedItem): string | null {
  if (item.publicationId) return `/publicationDetail/index?id=${encodeURIComponent(item.publicationId)}`;
  if (item.companyId) return `/EntInfo/index?companyid=${encodeURIComponent(item.companyId)}`;
  if (item.cardId) return `/businessCard/view?vcardId=${encodeURIComponent(item.cardId)}&cardType=0`;
  return null;
}

/** A feed item as the ui kit's DynamicsList draws it (the key is its id). */
export const asDynamic = (item: FeedItem): DynamicItem => ({
  id: item.key,
  title: item.title,
  publisher: item.publisher,
  isSys: item.isSys,
  webSource: item.webSource,
  initSource: item.initSource,
  publishDt: item.publishDt,
  content: item.content,
  url: item.url,
});

/** The groups depth first, with their level, for selects and the tree. */
export function flatGroups(nodes: readonly FollowGroupNode[]): FollowGroupNode[] {
  return nodes.flatMap((n) => [n, ...flatGroups(n.children)]);
}

/** The group and every group under it. */
export const subtreeIds = (node: FollowGroupNode): string[] => [
  node.id,
  ...node.children.flatMap(subtreeIds),
];

/** An AreaSelector code (6 digits) as the trends' region prefix: 33 (province), 3301 (city), 330106. */
export function regionPrefix(code: string | undefined): string | undefined {
  if (!code || code === '100000') return undefined;
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}
