/** The bubble's own CSS: plain, so it paints before any React arrives. Host overrides via --pf-*. */
export const BUBBLE_CSS = `
:host {
  position: fixed;
  right: var(--pf-bubble-right, 24px);
  bottom: var(--pf-bubble-bottom, 24px);
  z-index: var(--pf-bubble-z, 2147483000);
}
.bubble {
  all: initial;
  box-sizing: border-box;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  position: relative;
  cursor: pointer;
  background: var(--pf-brand-color, var(--pf-bubble-color, #0659e6));
  color: #fff;
  box-shadow: 0 6px 16px rgb(0 0 0 / 0.2);
  font-family: var(--pf-font-family, system-ui, sans-serif);
}
.bubble:focus-visible { outline: 3px solid #fff; outline-offset: -6px; }
.bubble svg { width: 28px; height: 28px; fill: currentColor; }
.badge {
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  box-sizing: border-box;
  border-radius: 10px;
  background: #d92d20; /* white on it: 4.8:1 */
  color: #fff;
  font: 600 12px/20px system-ui, sans-serif;
  text-align: center;
}
.badge[hidden] { display: none; }
.panel {
  position: absolute;
  right: 0;
  bottom: 68px;
  width: min(720px, calc(100vw - 48px));
  height: min(560px, calc(100vh - 120px));
  display: grid;
}
.panel[hidden] { display: none; }
`;

export const CHAT_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 6v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z"/></svg>';
