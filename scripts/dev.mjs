// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@platform/server'], {
    stdio: 'inherit',
    env: { ...process.env, SERVE_PORTAL: 'false' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@platform/portal'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && (stop(), process.exit(code)));
