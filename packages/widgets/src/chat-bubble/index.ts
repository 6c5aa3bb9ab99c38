import { defineWidget, type DefineOptions } from '../define';
import { chatBubbleSpec } from './spec';

export { chatBubbleSpec } from './spec';

/** Defines <pf-chat-bubble>; its (React-free) chunk is imported when the element connects. */
export function defineChatBubble(options?: DefineOptions): CustomElementConstructor {
  return defineWidget(chatBubbleSpec, () => import('./bubble'), options);
}
