import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './importGraph';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));
const { edges, unresolved } = importGraph(SRC);

const importsOf = (from: (file: string) => boolean, to: (file: string) => boolean) =>
  [...edges].flatMap(([file, targets]) =>
    from(file) ? targets.filter(to).map((target) => `${file} -> ${target}`) : [],
  );
const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1] : undefined);
const isFeatureIndex = (file: string) => /^features\/[^/]+\/index\.tsx?$/.test(file);
/** The copy types of every feature, for the typed t() keys (a type-only import; see the doc). */
const COPY_TYPES = 'app/i18n/resources.d.ts';

describe('the portal module graph (docs/architecture/portal-features.md)', () => {
  it('resolves every relative import, and sees the real ones', () => {
    expect(unresolved).toEqual([]);
    expect(edges.get('app/store.ts')).toContain('features/membership/index.ts');
    expect(edges.get('main.tsx')).toContain('app/App.tsx');
  });

  it('has no import cycle', () => {
    expect(findCycles(edges).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('imports app/, the composition root, only from main.tsx and the test harness', () => {
    const allowed = (file: string) => file === 'main.tsx' || /^(app|test)\//.test(file);
    expect(
      importsOf(
        (file) => !allowed(file),
        (target) => target.startsWith('app/'),
      ),
    ).toEqual([]);
  });

  it('keeps shared/ below app/ and the features', () => {
    const above = (target: string) => /^(app|features)\//.test(target);
    expect(importsOf((file) => file.startsWith('shared/'), above)).toEqual([]);
  });

  it('lets others use a feature only through its index', () => {
    const intoOtherFeature = (file: string) => (target: string) =>
      featureOf(target) !== undefined && featureOf(target) !== featureOf(file) && !isFeatureIndex(target);
    const reaches = [...edges].flatMap(([file, targets]) =>
      file === COPY_TYPES ? [] : targets.filter(intoOtherFeature(file)).map((t) => `${file} -> ${t}`),
    );
    expect(reaches).toEqual([]);
  });
});
