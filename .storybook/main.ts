import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Stories import `@platform/ui` like the portal; the `@platform/source` condition resolves it to src.
  viteFinal: (vite) =>
    mergeConfig(vite, {
      plugins: [react()],
      resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
    }),
};

export default config;
