import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { ThemeProvider, UiConfigProvider, blueTheme, type UiLocale } from '@platform/ui';
import { FunnelChart, type FunnelStage } from '@platform/ui/charts';
import { clippedTexts, collidingTexts, drawnTexts } from '../../test/chartLayout';

// Real Chromium: where echarts puts the stage labels beside the bands.
const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

const zh: FunnelStage[] = [
  { name: '初步接洽', count: 60, value: 12_000_000 },
  { name: '需求确认', count: 42, value: 9_500_000 },
  { name: '方案报价', count: 30, value: 7_200_000 },
  { name: '商务谈判', count: 18, value: 5_100_000 },
  { name: '赢单', count: 9, value: 2_600_000 },
  { name: '输单', count: 0, value: 0 },
];
const en: FunnelStage[] = [
  { name: 'First contact', count: 60, value: 12_000_000 },
  { name: 'Needs confirmed', count: 42, value: 9_500_000 },
  { name: 'Proposal and quote', count: 30, value: 7_200_000 },
  { name: 'Negotiation', count: 18, value: 5_100_000 },
  { name: 'Won', count: 9, value: 2_600_000 },
  { name: 'Lost', count: 0, value: 0 },
];

async function drawFunnel(width: number, height: number, locale: UiLocale, stages: FunnelStage[]) {
  host.style.width = `${width}px`;
  await act(async () =>
    root.render(
      <ThemeProvider theme={blueTheme}>
        <UiConfigProvider locale={locale}>
          <FunnelChart stages={stages} height={height} />
        </UiConfigProvider>
      </ThemeProvider>,
    ),
  );
  const canvas = host.querySelector('[role="img"] > div') as HTMLElement;
  await expect.poll(() => drawnTexts(canvas).length).toBe(stages.length);
  return canvas;
}

it.each([
  [320, 300, 'zh', zh],
  [480, 300, 'zh', zh],
  [320, 300, 'en', en],
  [480, 360, 'en', en],
] as const)(
  'at %i x %i px in %s, every stage label shows whole, clear of the others',
  async (width, height, locale, stages) => {
    const canvas = await drawFunnel(width, height, locale, [...stages]);
    const texts = drawnTexts(canvas);
    for (const stage of stages) expect(texts.some((t) => t.text.startsWith(stage.name))).toBe(true);
    expect(collidingTexts(texts, 2)).toEqual([]);
    expect(clippedTexts(texts, canvas)).toEqual([]);
  },
);
