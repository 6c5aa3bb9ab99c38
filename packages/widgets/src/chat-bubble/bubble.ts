import { DEFAULT_BRAND, isHexColor } from '@platform/ui';
import type { WidgetInstance, WidgetMount, WidgetProps } from '../define';
import { currentSession, onSessionChange, requireSession } from '../session';
import { BUBBLE_CSS, CHAT_ICON } from './bubble-css';
import { badgeText, fetchUnread } from './unread';

/** Before the panel's live connection exists, the badge refreshes this often. */
const POLL_MS = 30_000;

const LABELS = {
  zh: {
    open: '打开在线沟通',
    close: '关闭在线沟通',
    unread: (n: string) => `，${n} 条未读`,
    panel: '在线沟通',
  },
  en: { open: 'Open chat', close: 'Close chat', unread: (n: string) => `, ${n} unread`, panel: 'Chat' },
};

/** The bubble's colour for the `theme` attribute (the host's --pf-brand-color still wins). */
export const bubbleColor = (theme: string | number | undefined): string => {
  const value = String(theme ?? '').trim();
  return isHexColor(value) ? value : DEFAULT_BRAND[value === 'common' ? 'common' : 'blue'];
};

/**
 * The bubble's chunk: plain DOM and CSS, so its first paint does not wait for React. The panel
 * (React, the chat client) is imported on the first click, or when a card's 发消息 asks for it.
 */
export const mount: WidgetMount = (ctx, initial) => {
  let props: WidgetProps = initial;
  let count = 0;
  let panel: WidgetInstance | undefined;
  let openPanel: ((userId?: string) => void) | undefined;
  const { signal } = ctx;

  const style = document.createElement('style');
  style.textContent = BUBBLE_CSS;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'bubble';
  button.innerHTML = CHAT_ICON; // our own static icon
  const badge = document.createElement('span');
  badge.className = 'badge';
  badge.hidden = true;
  badge.setAttribute('aria-hidden', 'true');
  button.append(badge);
  const region = document.createElement('div');
  region.className = 'panel';
  region.hidden = true;
  region.setAttribute('role', 'dialog');
  region.id = 'pf-chat-panel';
  button.setAttribute('aria-controls', region.id);
  ctx.shadowRoot.append(style);
  ctx.container.append(region, button);

  const label = () => {
    button.style.setProperty('--pf-bubble-color', bubbleColor(props.theme));
    const l = LABELS[props.locale];
    const text = badgeText(count);
    button.setAttribute('aria-label', (region.hidden ? l.open : l.close) + (text ? l.unread(text) : ''));
    button.setAttribute('aria-expanded', String(!region.hidden));
    region.setAttribute('aria-label', l.panel);
  };
  const setCount = (next: number) => {
    if (next === count) return;
    count = next;
    badge.textContent = badgeText(count);
    badge.hidden = count === 0;
    label();
    ctx.emit('pf-unread', { count });
  };
  const refresh = () =>
    void fetchUnread(ctx.apiBase, { locale: props.locale, customer: props.customer, signal })
      .then(setCount)
      .catch((error: unknown) => !signal.aborted && ctx.fail(error));

  const close = () => {
    if (region.hidden) return;
    region.hidden = true;
    label();
    button.focus();
  };
  const open = async (userId?: string) => {
    try {
      await requireSession({
        host: ctx.host,
        apiBase: ctx.apiBase,
        customer: props.customer,
        locale: props.locale,
        action: 'chat',
      });
      if (!panel) {
        const { mountPanel } = await import('./panel');
        if (signal.aborted) return;
        panel = mountPanel(ctx, region, props, {
          setOpener: (opener) => (openPanel = opener),
          onUnread: setCount,
          onError: (detail) => ctx.emit('pf-error', detail),
        });
      }
      region.hidden = false;
      label();
      // The panel's first render sets control.open; give it a frame.
      requestAnimationFrame(() => openPanel?.(userId));
    } catch (error) {
      ctx.fail(error);
    }
  };

  button.addEventListener('click', () => (region.hidden ? void open() : close()), { signal });
  ctx.shadowRoot.addEventListener(
    'keydown',
    (event) => {
      if ((event as KeyboardEvent).key === 'Escape') close();
    },
    { signal },
  );
  // A card's 发消息 (pf-message, composed) opens that person's conversation.
  document.addEventListener(
    'pf-message',
    (event) => {
      const userId = (event as CustomEvent<{ userId?: unknown }>).detail?.userId;
      void open(typeof userId === 'string' ? userId : undefined);
    },
    { signal },
  );
  const offSession = onSessionChange(ctx.apiBase, refresh);
  signal.addEventListener('abort', offSession);
  const timer = setInterval(() => !panel && currentSession(ctx.apiBase) && refresh(), POLL_MS);
  signal.addEventListener('abort', () => clearInterval(timer));

  label();
  refresh();
  ctx.ready();
  return {
    update(next) {
      props = next;
      label();
      panel?.update(next);
    },
    unmount() {
      panel?.unmount();
      ctx.container.replaceChildren();
      style.remove();
    },
  };
};
