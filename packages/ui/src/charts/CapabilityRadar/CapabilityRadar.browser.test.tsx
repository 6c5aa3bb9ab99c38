import { expect, it } from 'vitest';
import { CapabilityRadar } from '@platform/ui/charts';
import { renderUi } from '../../test/render';
import { clippedTexts, collidingTexts, drawnTexts } from '../../test/chartLayout';

// Real Chromium: the six dimension names must fit the chart's box in both languages.
const scores = {
  growScore: 820,
  riskScore: 610,
  stseScore: 700,
  evolScore: 540,
  innovScore: 880,
  effectScore: 660,
  totalScore: 4210,
};

it.each([
  [280, 'en'],
  [280, 'zh'],
  [420, 'en'],
] as const)(
  'at %i px wide in %s, every dimension name is whole and clear of the others',
  async (width, locale) => {
    const { container } = renderUi(
      <div style={{ width }}>
        <CapabilityRadar scores={scores} hideSummary />
      </div>,
      { locale },
    );
    const canvas = container.querySelector('[role="img"] > div') as HTMLElement;
    await expect.poll(() => drawnTexts(canvas).length).toBeGreaterThanOrEqual(6);
    const texts = drawnTexts(canvas);
    expect(clippedTexts(texts, canvas)).toEqual([]);
    expect(collidingTexts(texts, 4)).toEqual([]);
  },
);
