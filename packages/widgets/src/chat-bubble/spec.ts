import type { WidgetSpec } from '../define';

export const BUBBLE_SIZE = 56;

/** `<pf-chat-bubble>`: a floating chat button with an unread badge; the chat loads on first click. */
export const chatBubbleSpec: WidgetSpec = {
  tag: 'pf-chat-bubble',
  attributes: {},
  size: () => ({ width: BUBBLE_SIZE, height: BUBBLE_SIZE }),
};
