import { expect, it } from 'vitest';
import * as charts from './charts';
import * as domain from './domain';
import * as ui from './index';

// A change to the public API shows up here and in review (the portal and widgets import these names).
it('keeps its public exports', () => {
  expect(Object.keys(ui).sort()).toMatchSnapshot();
});

it('keeps the exports of @platform/ui/charts', () => {
  expect(Object.keys(charts).sort()).toMatchSnapshot();
});

it('keeps the exports of @platform/ui/domain', () => {
  expect(Object.keys(domain).sort()).toMatchSnapshot();
});

// Each entry is one layer: a name lives in exactly one of them.
it('exports each name from one entry point only', () => {
  const names = [...Object.keys(ui), ...Object.keys(charts), ...Object.keys(domain)];
  expect(names.length).toBe(new Set(names).size);
});
