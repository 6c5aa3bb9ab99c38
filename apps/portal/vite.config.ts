import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

const server = `http://127.0.0.1:${process.env.SERVER_PORT ?? 3000}`;
const proxied = ['/api', '/brand', '/healthz', '/sandbox-pay', '/sandbox-oauth'];

export default defineConfig({
  plugins: [react()],
  // '@platform/source' first so @platform/ui and @platform/contracts resolve to their TypeScript sources.
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: false }])),
  },
  build: { outDir: 'dist', sourcemap: false },
});
