import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Visual regression: stories with `parameters.visual` are compared to committed baselines
// (an offline stand-in for Chromatic). Update them with `vitest run --project storybook -u`.
afterEach(async (context) => {
  const target = document.querySelector<HTMLElement>('[data-visual]');
  if (!target || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { animation-play-state: paused !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
  // Default 5 s matcher timeout: a longer one leaves Vitest's un-cleared race timer holding the process open after the run.
  await expect.element(page.elementLocator(target)).toMatchScreenshot(target.dataset.visual!);
  still.remove();
});
