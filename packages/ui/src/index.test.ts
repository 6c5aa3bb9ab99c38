import { expect, it } from 'vitest';
import * as ui from './index';

// A change to the public API shows up here and in review (the portal and widgets import these names).
it('keeps its public exports', () => {
  expect(Object.keys(ui).sort()).toMatchSnapshot();
});
