// The demo partner page's own script: settings change every widget's attributes; events are logged.
const widgets = () => document.querySelectorAll('pf-business-card, pf-enterprise-card, pf-chat-bubble');
document.getElementById('controls').addEventListener('change', (event) => {
  const { name, value } = event.target;
  for (const el of widgets()) el.setAttribute(name, value);
  if (name === 'locale') document.documentElement.lang = value === 'en' ? 'en' : 'zh-CN';
});
const log = document.getElementById('log');
for (const type of [
  'pf-ready',
  'pf-follow',
  'pf-open-profile',
  'pf-login-required',
  'pf-message',
  'pf-unread',
  'pf-error',
])
  document.addEventListener(type, (event) => {
    const line = `${new Date().toLocaleTimeString()} ${type} <${event.target.localName}> ${JSON.stringify(event.detail ?? null)}\n`;
    log.textContent = line + log.textContent;
  });
