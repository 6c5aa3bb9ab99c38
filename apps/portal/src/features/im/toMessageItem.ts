import type {
  ChatMessageItem,
  ChatContent,
  GroupTipInfo,
  SystemNoticeInfo,
  WorkReminderGroup,
} from '@platform/ui/domain';
import type { PendingMessage } from '@platform/chat';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import { GROUP_TIP, type GroupTipCode } from '@platform/contracts/im/constants';

/** Display names by user id (group members, the peer, the signed-in user). */
export type NameOf = (userId: string) => string;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/** Tip names: the ones the server stored with the tip win (members who left are no longer listed). */
function tipNames(payload: Record<string, unknown>, nameOf: NameOf): NameOf {
  const stored = (payload.names ?? {}) as Record<string, unknown>;
  return (id) => str(stored[id]) || nameOf(id);
}

const GROUP_INFO_CHANGES: Record<string, GroupTipInfo['change']> = {
  groupRename: 'name',
  groupOwner: 'owner',
  groupDissolve: 'dissolve',
};

function groupTip(payload: Record<string, unknown>, nameOf: NameOf): ChatContent {
  const name = tipNames(payload, nameOf);
  const op = (num(payload.op) ?? GROUP_TIP.custom) as GroupTipCode;
  const changes = (payload.changes ?? {}) as Record<string, string>;
  const event = str(payload.event);
  const targets = strings(payload.userIds).map(name);
  const tip: GroupTipInfo = { op, operator: name(str(payload.operatorId)), targets };
  if (op === GROUP_TIP.groupInfo) {
    tip.change = GROUP_INFO_CHANGES[event] ?? 'other';
    if (tip.change === 'name') tip.value = changes.name ?? '';
    if (tip.change === 'owner') tip.value = targets[0] ?? name(changes.ownerId ?? '');
  }
  if (op === GROUP_TIP.memberInfo) tip.nickname = changes.nickname ?? '';
  if (event === 'groupCreate')
    return { type: 'customTip', kind: 'groupCreate', operator: tip.operator, targets };
  return { type: 'groupTip', tip };
}

/** The system account's work reminder (server-written; contracts WorkReminderPayload), read defensively. */
function workReminder(payload: Record<string, unknown>): ChatContent {
  const group = (v: unknown): WorkReminderGroup => {
    const g = (v ?? {}) as Record<string, unknown>;
    const items = Array.isArray(g.items) ? (g.items as Array<Record<string, unknown>>) : [];
    return {
      dueToday: num(g.dueToday) ?? 0,
      overdue: num(g.overdue) ?? 0,
      items: items.map((i) => ({
        id: str(i.id),
        title: str(i.title),
        context: str(i.context),
        due: str(i.due),
        href: str(i.path),
      })),
    };
  };
  return {
    type: 'workReminder',
    reminder: {
      day: str(payload.day),
      orgName: str(payload.tenantName),
      leads: group(payload.leads),
      tasks: group(payload.tasks),
      ...(payload.projects ? { projects: group(payload.projects) } : {}),
    },
  };
}

/** A day or time the server wrote (YYYY-MM-DD[ HH:mm]); anything else is left out. */
const when = (v: unknown): string | undefined => {
  const s = str(v);
  return /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(s) ? s : undefined;
};

/**
 * The system account's 政企通, 会员管理 and 企业监控 notices (server-written; contracts GovNoticePayload and
 * its siblings), read defensively. Null when the data is not there (an old message): its text shows.
 */
function systemNotice(kind: string, payload: Record<string, unknown>): ChatContent | null {
  if (!payload.data || typeof payload.data !== 'object') return null;
  const d = payload.data as Record<string, unknown>;
  let notice: SystemNoticeInfo | null = null;
  switch (kind) {
    case 'govNotice':
      if (!str(d.title)) return null;
      notice = {
        kind,
        from: str(d.deskName),
        category: d.category === 'policy' ? 'policy' : 'notice',
        title: str(d.title),
        excerpt: str(d.excerpt),
        href: str(d.path),
      };
      break;
    case 'govAppeal':
      if (!str(d.title) || (d.state !== 'answered' && d.state !== 'rejected')) return null;
      notice = {
        kind,
        from: str(d.deskName),
        state: d.state,
        title: str(d.title),
        reply: str(d.reply),
        href: str(d.path),
      };
      break;
    case 'assocDues': {
      const amountFen = num(d.amountFen);
      const year = num(d.year);
      const dueDate = when(d.dueDate);
      if (amountFen === undefined || year === undefined || !dueDate) return null;
      notice = {
        kind,
        from: str(d.associationName),
        companyName: str(d.companyName),
        year,
        amountFen,
        dueDate,
        overdue: d.overdue === true,
      };
      break;
    }
    case 'assocNotice':
      if (!str(d.title)) return null;
      notice = {
        kind,
        from: str(d.associationName),
        postKind: d.postKind === 'activity' ? 'activity' : 'article',
        title: str(d.title),
        start: when(d.activityStart),
        end: when(d.activityEnd),
        place: str(d.activityPlace) || undefined,
        href: str(d.path),
      };
      break;
    case 'companyWatch': {
      const events = num(d.events);
      const companies = num(d.companies);
      const day = when(d.day);
      if (events === undefined || companies === undefined || !day) return null;
      const items = Array.isArray(d.items) ? (d.items as Array<Record<string, unknown>>) : [];
      notice = {
        kind,
        day,
        events,
        companies,
        items: items.map((i) => ({
          companyId: str(i.companyId),
          companyName: str(i.companyName),
          kind: str(i.kind),
          changedOn: str(i.changedOn),
        })),
        href: str(d.path),
        ...(d.source === 'industry' ? { source: 'industry' as const } : {}),
      };
      break;
    }
  }
  return notice && { type: 'systemNotice', notice };
}

const SYSTEM_NOTICES = ['govNotice', 'govAppeal', 'assocDues', 'assocNotice', 'companyWatch'];

const CUSTOM_TIPS = ['groupCreate', 'groupRemove', 'groupInvite', 'friendAdd', 'friendVerify'] as const;

/** What a stored payload shows, by type (ui ChatContent). Unknown shapes show as unsupported. */
export function contentOf(
  type: string,
  payload: Record<string, unknown>,
  nameOf: NameOf,
  senderId = '',
): ChatContent {
  switch (type) {
    case 'text':
      return { type: 'text', text: str(payload.text) };
    case 'face':
      return { type: 'face', emoji: str(payload.data) };
    case 'image':
      return { type: 'image', url: str(payload.url), width: num(payload.width), height: num(payload.height) };
    case 'video':
      return {
        type: 'video',
        url: str(payload.url),
        posterUrl: str(payload.coverUrl) || undefined,
        duration: num(payload.duration),
      };
    case 'audio':
      return { type: 'audio', url: str(payload.url), duration: num(payload.duration) };
    case 'file':
      return { type: 'file', url: str(payload.url), name: str(payload.name), size: num(payload.size) };
    case 'merged':
      return { type: 'merged', title: str(payload.title), abstractList: strings(payload.abstractList) };
    case 'custom': {
      const kind = str(payload.kind);
      if (kind === 'groupTip') return groupTip(payload, nameOf);
      if (kind === 'workReminder') return workReminder(payload);
      const notice = SYSTEM_NOTICES.includes(kind) ? systemNotice(kind, payload) : null;
      if (notice) return notice;
      if (kind === 'card') {
        const card = (payload.card ?? payload) as Record<string, unknown>;
        return {
          type: 'card',
          vcardId: str(payload.vcardId),
          name: str(card.name),
          avatar: str(card.avatar) || null,
          orgName: str(card.orgName ?? card.company),
          post: str(card.post),
        };
      }
      if ((CUSTOM_TIPS as readonly string[]).includes(kind))
        return {
          type: 'customTip',
          kind: kind as (typeof CUSTOM_TIPS)[number],
          operator: nameOf(senderId),
          targets: strings((payload.data as Record<string, unknown> | undefined)?.userIds).map(nameOf),
        };
      return str(payload.description)
        ? { type: 'text', text: str(payload.description) }
        : { type: 'unsupported' };
    }
    default:
      return { type: 'unsupported' };
  }
}

export function toMessageItem(
  message: ChatMessage,
  me: string,
  nameOf: NameOf,
  avatarOf?: (id: string) => string,
): ChatMessageItem {
  return {
    id: message.id,
    time: message.time,
    mine: message.senderId === me,
    senderName: nameOf(message.senderId),
    senderAvatar: avatarOf?.(message.senderId) ?? null,
    status: 'sent',
    content: contentOf(message.type, message.payload, nameOf, message.senderId),
  };
}

export function pendingItem(message: PendingMessage, nameOf: NameOf, me: string): ChatMessageItem {
  return {
    id: `pending:${message.clientMsgId}`,
    time: message.createdAt,
    mine: true,
    senderName: nameOf(me),
    status: message.status === 'failed' ? 'failed' : 'pending',
    content: contentOf(message.type, message.payload, nameOf, me),
  };
}
