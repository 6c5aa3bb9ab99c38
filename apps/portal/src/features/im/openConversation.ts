/**
 * The conversation the user is looking at (the chat page sets it while visible), so live messages
 * there count as read instead of unread.
 */
let open: string | null = null;

export const setOpenConversation = (id: string | null): void => {
  open = id;
};
export const openConversation = (): string | null =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden' ? null : open;
