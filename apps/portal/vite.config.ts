import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { firstRouteBudget } from './build/firstRouteBudget';
import { firstRoutePreloads } from './build/firstRoutePreloads';
import { portalModuleSideEffects } from './build/moduleSideEffects';

/** Gzipped KB of JavaScript the first route loads (bench/portal prints it by file). */
const FIRST_ROUTE_BUDGET_KB = 210;

const preloads = firstRoutePreloads();

const server = `http://127.0.0.1:${process.env.SERVER_PORT ?? 3000}`;
const proxied = ['/api', '/brand', '/healthz', '/sandbox-pay', '/sandbox-oauth'];

export default defineConfig({
  plugins: [react(), preloads.plugin, firstRouteBudget(FIRST_ROUTE_BUDGET_KB)],
  // '@platform/source' first so @platform/ui and @platform/contracts resolve to their TypeScript sources.
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the portal supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      treeshake: { moduleSideEffects: portalModuleSideEffects },
      output: {
        codeSplitting: {
          // React's own modules in one chunk of their own: left to the splitter, react-dom's entry
          // joined the floating-layer chunk (floating-ui, 24 KB gzipped), which the first route
          // then loaded only to reach React.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
