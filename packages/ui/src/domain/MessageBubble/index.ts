export { MessageBubble, type MessageBubbleProps } from './MessageBubble';
export {
  customTipText,
  groupTipText,
  isTip,
  messageSummary,
  type ChatContent,
  type ChatMessageItem,
  type CustomTipKind,
  type GroupTipInfo,
  type SystemNoticeInfo,
  type SystemNoticeKind,
  type WorkReminderGroup,
  type WorkReminderInfo,
  type WorkReminderItemInfo,
} from './message';
export { SystemNoticeCard, type SystemNoticeCardProps } from './SystemNoticeCard';
export { WorkReminderCard, type WorkReminderCardProps } from './WorkReminderCard';
export { linkify, type TextPart } from './linkify';
