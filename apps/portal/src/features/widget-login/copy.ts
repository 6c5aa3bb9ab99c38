/** The login popup's texts, zh and en. */
const zh = {
  title: '登录以继续',
  working: '正在返回合作伙伴页面…',
  done: '登录成功，可以关闭此窗口',
  refused: '该网站未获授权嵌入本平台组件',
  noOpener: '请从合作伙伴页面的组件中打开此页',
};
const en: typeof zh = {
  title: 'Sign in to continue',
  working: 'Returning to the partner page…',
  done: 'Signed in: you can close this window',
  refused: "This site is not allowed to embed this platform's widgets",
  noOpener: "Open this page from a widget on the partner's page",
};

export const widgetLoginCopy = (language: string): typeof zh => (language.startsWith('en') ? en : zh);
