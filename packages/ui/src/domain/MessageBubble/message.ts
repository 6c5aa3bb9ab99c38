import { GROUP_TIP, type GroupTipCode } from '@platform/contracts/im/constants';
import type { ChatTime } from '../../helpers/chat';
import type { ChatMessages } from '../../locale/chat';

/** Custom message kinds rendered as tips (spec 1 §4 Chat); CUSTOM_TIP_KINDS in contracts. */
export type CustomTipKind = 'groupCreate' | 'groupRemove' | 'groupInvite' | 'friendAdd' | 'friendVerify';

/** A group tip (spec 2 §4): the operation code and the display names it involves. */
export interface GroupTipInfo {
  op: GroupTipCode;
  /** Who did it (display name). */
  operator?: string;
  /** Whom it concerns (display names). */
  targets?: string[];
  /** op 6 (group info): what changed. */
  change?: 'name' | 'owner' | 'dissolve' | 'notification' | 'other';
  /** op 6 change 'name': the new name; change 'owner': the new owner's name. */
  value?: string;
  /** op 7 (member info): a new nickname of the (first) target. */
  nickname?: string;
  /** op 14: whether muting everyone was turned on (default true). */
  muted?: boolean;
  /** op 255 (custom): the text to show. */
  text?: string;
}

/** One due item of a work reminder: a lead or a task, and the portal path that opens it. */
export interface WorkReminderItemInfo {
  id: string;
  title: string;
  /** The lead's region, or the task's customer. */
  context: string;
  /** YYYY-MM-DD. */
  due: string;
  /** A path of this site (links elsewhere are not rendered as links). */
  href: string;
}

export interface WorkReminderGroup {
  dueToday: number;
  overdue: number;
  items: WorkReminderItemInfo[];
}

/** The system account's daily work reminder (issue 26): leads to follow up and customer tasks due. */
export interface WorkReminderInfo {
  /** YYYY-MM-DD, China time. */
  day: string;
  orgName: string;
  leads: WorkReminderGroup;
  tasks: WorkReminderGroup;
  /** 精准招商's next steps (absent in reminders sent before they were listed). */
  projects?: WorkReminderGroup;
}

/**
 * The system account's notices of the 政企通 and 会员管理 workspaces (contracts GovNoticePayload
 * and its siblings): names and titles are user content, the rest is drawn in the kit's language.
 * `href` is a path of this site (anything else is not rendered as a link).
 */
export type SystemNoticeInfo =
  | {
      kind: 'govNotice';
      /** The desk's name. */
      from: string;
      category: 'notice' | 'policy';
      title: string;
      excerpt: string;
      href: string;
    }
  | {
      kind: 'govAppeal';
      from: string;
      state: 'answered' | 'rejected';
      title: string;
      /** The desk's answer or the reason of the rejection. */
      reply: string;
      href: string;
    }
  | {
      kind: 'assocDues';
      /** The association's name. */
      from: string;
      companyName: string;
      year: number;
      amountFen: number;
      /** YYYY-MM-DD. */
      dueDate: string;
      overdue: boolean;
    }
  | {
      kind: 'assocNotice';
      from: string;
      postKind: 'article' | 'activity';
      title: string;
      /** YYYY-MM-DD HH:mm, China time. */
      start?: string;
      end?: string;
      place?: string;
      href: string;
    }
  | {
      kind: 'companyWatch';
      /** YYYY-MM-DD, China time. */
      day: string;
      events: number;
      companies: number;
      /** The newest events: the company, the kind of change (a key of eventKinds), its day. */
      items: Array<{ companyId: string; companyName: string; kind: string; changedOn: string }>;
      href: string;
      /** 产业追踪's digest of followed chains and regions; else 企业监控's of monitored companies. */
      source?: 'company' | 'industry';
    };

export type SystemNoticeKind = SystemNoticeInfo['kind'];

/** What a message shows, by type; the portal maps the transport's payloads to this. */
export type ChatContent =
  | { type: 'text'; text: string }
  | { type: 'face'; emoji: string; name?: string }
  | { type: 'image'; url: string; thumbUrl?: string; width?: number; height?: number }
  | { type: 'video'; url: string; posterUrl?: string; duration?: number }
  | { type: 'audio'; url: string; duration?: number }
  | { type: 'file'; url: string; name: string; size?: number }
  | {
      type: 'card';
      vcardId: string;
      name: string;
      avatar?: string | null;
      orgName?: string;
      post?: string;
    }
  | { type: 'groupTip'; tip: GroupTipInfo }
  | { type: 'customTip'; kind: CustomTipKind; operator?: string; targets?: string[] }
  | { type: 'merged'; title: string; abstractList: string[] }
  | { type: 'workReminder'; reminder: WorkReminderInfo }
  | { type: 'systemNotice'; notice: SystemNoticeInfo }
  | { type: 'unsupported' };

/** One message as the list shows it. */
export interface ChatMessageItem {
  id: string;
  time: ChatTime;
  /** Sent by the signed-in user: right-aligned, no sender name. */
  mine: boolean;
  senderName?: string;
  senderAvatar?: string | null;
  /** 'pending' while unacknowledged, 'failed' when refused or lost (shows retry). Default 'sent'. */
  status?: 'sent' | 'pending' | 'failed';
  content: ChatContent;
}

/** Tips are centred lines, not bubbles: no avatar, no selection, no actions. */
export function isTip(content: ChatContent): boolean {
  return content.type === 'groupTip' || content.type === 'customTip';
}

/** The text of a group tip in the kit's language. */
export function groupTipText(tip: GroupTipInfo, t: ChatMessages['tips']): string {
  const targets = tip.targets ?? [];
  switch (tip.op) {
    case GROUP_TIP.join:
      return t.join(tip.operator, targets.length ? targets : tip.operator ? [tip.operator] : []);
    case GROUP_TIP.quit:
      return t.quit(targets.length ? targets : tip.operator ? [tip.operator] : []);
    case GROUP_TIP.kick:
      return t.kick(tip.operator, targets);
    case GROUP_TIP.setAdmin:
      return t.setAdmin(targets);
    case GROUP_TIP.cancelAdmin:
      return t.cancelAdmin(targets);
    case GROUP_TIP.groupInfo:
      if (tip.change === 'name' && tip.value) return t.rename(tip.value);
      if (tip.change === 'owner' && tip.value) return t.owner(tip.value);
      if (tip.change === 'dissolve') return t.dissolve;
      if (tip.change === 'notification') return t.notification;
      return t.groupInfo(tip.operator);
    case GROUP_TIP.memberInfo:
      return tip.nickname && targets[0] ? t.nickname(targets[0], tip.nickname) : t.memberInfo(targets);
    case GROUP_TIP.topicCreated:
      return t.topicCreated;
    case GROUP_TIP.topicDeleted:
      return t.topicDeleted;
    case GROUP_TIP.topicInfo:
      return t.topicInfo;
    case GROUP_TIP.banned:
      return t.banned(targets);
    case GROUP_TIP.unbanned:
      return t.unbanned(targets);
    case GROUP_TIP.memberMuteAll:
      return t.muteAll(tip.muted ?? true);
    default:
      return tip.text || t.custom;
  }
}

/** The text of a custom tip (group creation, removal, invitation, friend added or verified). */
export function customTipText(
  content: Extract<ChatContent, { type: 'customTip' }>,
  t: ChatMessages['tips'],
): string {
  const targets = content.targets ?? [];
  switch (content.kind) {
    case 'groupCreate':
      return t.groupCreate(content.operator, targets);
    case 'groupRemove':
      return t.kick(content.operator, targets);
    case 'groupInvite':
      return t.join(content.operator, targets);
    case 'friendAdd':
      return t.friendAdd;
    case 'friendVerify':
      return t.friendVerify(content.operator);
  }
}

/**
 * One line for a conversation's last message, a reply preview or a merged abstract: the text itself,
 * [图片]/[Image] and so on for media, the tip's text for tips.
 */
export function messageSummary(content: ChatContent, t: ChatMessages): string {
  switch (content.type) {
    case 'text':
      return content.text;
    case 'face':
      return content.emoji || t.summary.face;
    case 'groupTip':
      return groupTipText(content.tip, t.tips);
    case 'customTip':
      return customTipText(content, t.tips);
    case 'card':
      return `${t.summary.card} ${content.name}`;
    case 'merged':
      return t.summary.merged;
    case 'workReminder':
      return t.summary.workReminder;
    case 'systemNotice':
      return `[${systemNoticeTitle(content.notice, t.systemNotice)}] ${systemNoticeSubject(content.notice)}`;
    case 'file':
      return `${t.summary.file} ${content.name}`;
    case 'image':
    case 'video':
    case 'audio':
    case 'unsupported':
      return t.summary[content.type];
  }
}

/** A system notice's title line: which kind of notice, in the kit's language. */
export function systemNoticeTitle(notice: SystemNoticeInfo, t: ChatMessages['systemNotice']): string {
  switch (notice.kind) {
    case 'govNotice':
      return notice.category === 'policy' ? t.govPolicy : t.govNotice;
    case 'govAppeal':
      return t.govAppeal;
    case 'assocDues':
      return t.assocDues;
    case 'assocNotice':
      return notice.postKind === 'activity' ? t.assocEvent : t.assocNotice;
    case 'companyWatch':
      return notice.source === 'industry' ? t.industryWatch : t.companyWatch;
  }
}

/** What a system notice is about: the title, for dues the company, for a digest its companies. */
export function systemNoticeSubject(notice: SystemNoticeInfo): string {
  switch (notice.kind) {
    case 'assocDues':
      return notice.companyName;
    case 'companyWatch':
      return [...new Set(notice.items.map((i) => i.companyName))].join('、');
    default:
      return notice.title;
  }
}
