// `npm start`: builds whatever is missing or out of date, then serves API and portal on one port
// over the embedded database (or DATABASE_URL) with demo data.
import { isStale, run } from './run.mjs';

const shared = ['packages/contracts/src', 'packages/ui/src'];
if (isStale('apps/server/dist/main.js', ['apps/server/src', 'packages/contracts/src'])) {
  await run('npm', ['run', 'build', '-w', '@platform/server']);
}
if (isStale('apps/portal/dist/index.html', ['apps/portal/src', 'apps/portal/index.html', ...shared])) {
  await run('npm', ['run', 'build', '-w', '@platform/portal']);
}
// The embeddable widgets (loader.js and their chunks) that partner pages load from /widgets/.
if (isStale('packages/widgets/dist/loader.js', ['packages/widgets/src', ...shared])) {
  await run('npm', ['run', 'build:packages']);
}
process.env.APP_MODE ??= 'production';
process.env.NODE_ENV ??= 'production';
// The demo pays through the built-in sandbox; production mode keeps it off unless asked for,
// and the server then warns at start and labels the checkout page.
process.env.PAY_SANDBOX ??= 'true';
// Likewise social login: WeChat, DingTalk and QQ without credentials are played by the sandbox.
process.env.SOCIAL_SANDBOX ??= 'true';
await run('node', ['--enable-source-maps', 'apps/server/dist/main.js']);
