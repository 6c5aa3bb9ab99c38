import type { UiTheme } from './theme';

// Types every styled component's `theme` prop as the ui theme; kept as a .ts module (not .d.ts) so
// the build emits it and consumers of dist get the augmentation through the re-export in index.ts.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends UiTheme {}
}

export {};
