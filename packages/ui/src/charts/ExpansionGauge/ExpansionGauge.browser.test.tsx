import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { ThemeProvider, blueTheme } from '@platform/ui';
import { ExpansionGauge } from '@platform/ui/charts';
import {
  clippedTexts,
  collidingTexts,
  drawnSectors,
  drawnTexts,
  textsOnSectors,
} from '../../test/chartLayout';

// Real Chromium: where echarts places the value, the caption and the 0..10 labels.
const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

async function drawGauge(width: number, value: number, label: string) {
  host.style.width = `${width}px`;
  await act(async () =>
    root.render(
      <ThemeProvider theme={blueTheme}>
        <ExpansionGauge value={value} label={label} />
      </ThemeProvider>,
    ),
  );
  const canvas = host.querySelector('[role="img"] > div') as HTMLElement;
  await expect.poll(() => drawnTexts(canvas).length).toBeGreaterThan(6);
  return canvas;
}

it.each([
  [260, 0, '企业扩张指数'],
  [260, 10, '企业扩张指数'],
  [360, 7.2, '企业扩张指数'],
  [260, 10, 'Expansion index'],
])(
  'at %i px wide with %s (%s), texts keep clear of each other and the arc, none clipped',
  async (width, value, label) => {
    const canvas = await drawGauge(width, value, label);
    const texts = drawnTexts(canvas);
    expect(texts.map((t) => t.text)).toEqual(expect.arrayContaining(['0', '10', String(value), label]));
    expect(collidingTexts(texts)).toEqual([]);
    expect(textsOnSectors(texts, drawnSectors(canvas))).toEqual([]);
    expect(clippedTexts(texts, canvas)).toEqual([]);
  },
);
