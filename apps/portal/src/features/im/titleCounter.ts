import { IM_LIMITS } from '@platform/contracts/im/constants';

/** '' for none, the number up to 99, then '99+' (spec 2 §9 Title counter). */
export function titleCounter(unread: number): string {
  if (unread <= 0) return '';
  return unread > IM_LIMITS.titleCounterMax ? `${IM_LIMITS.titleCounterMax}+` : String(unread);
}

const PREFIX = /^\(\d+\+?\) /;

/** The page title with the new-message count in front: "(3) 企业查询-平台名". */
export function withCounter(title: string, unread: number): string {
  const base = title.replace(PREFIX, '');
  const counter = titleCounter(unread);
  return counter ? `(${counter}) ${base}` : base;
}

/**
 * Keeps the counter in front of document.title while the route effects rewrite the title on
 * every navigation. Answers a function that updates the count, and one that stops watching.
 */
export function watchDocumentTitle(doc: Document = document) {
  let unread = 0;
  let writing = false;
  const apply = () => {
    const next = withCounter(doc.title, unread);
    if (next === doc.title) return;
    writing = true;
    doc.title = next;
    writing = false;
  };
  const head = doc.head ?? doc.documentElement;
  const observer = new MutationObserver(() => {
    if (!writing) apply();
  });
  observer.observe(head, { subtree: true, childList: true, characterData: true });
  return {
    set(count: number) {
      unread = count;
      apply();
    },
    stop() {
      observer.disconnect();
      unread = 0;
      apply();
    },
  };
}
