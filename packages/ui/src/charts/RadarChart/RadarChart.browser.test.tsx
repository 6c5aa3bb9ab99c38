import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { ThemeProvider, UiConfigProvider, blueTheme, type UiLocale } from '@platform/ui';
import { RadarChart } from '@platform/ui/charts';
import { clippedTexts, collidingTexts, drawnTexts } from '../../test/chartLayout';

// Real Chromium: the axis names must fit the chart's box in both languages.
const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

const axes = {
  zh: ['规模', '资本', '成长', '创新', '链条覆盖'],
  en: ['Scale', 'Capital', 'Growth', 'Innovation', 'Presence'],
};

it.each([
  [280, 'zh'],
  [280, 'en'],
  [480, 'en'],
] as const)(
  'at %i px wide in %s, every axis name is whole and clear of the others',
  async (width, locale: UiLocale) => {
    host.style.width = `${width}px`;
    await act(async () =>
      root.render(
        <ThemeProvider theme={blueTheme}>
          <UiConfigProvider locale={locale}>
            <RadarChart
              label="radar"
              axes={axes[locale as 'zh' | 'en'].map((name) => ({ name }))}
              series={[{ name: 'A', values: [100, 80, 60, 40, 20] }]}
            />
          </UiConfigProvider>
        </ThemeProvider>,
      ),
    );
    const canvas = host.querySelector('[role="img"] > div') as HTMLElement;
    await expect.poll(() => drawnTexts(canvas).length).toBeGreaterThanOrEqual(5);
    const texts = drawnTexts(canvas);
    expect(clippedTexts(texts, canvas)).toEqual([]);
    expect(collidingTexts(texts, 2)).toEqual([]);
  },
);
