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
} from './message';
export { linkify, type TextPart } from './linkify';
