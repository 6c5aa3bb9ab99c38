import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { ThemeProvider, UiConfigProvider, blueTheme } from '@platform/ui';
import { KanbanBoard } from '@platform/ui/domain';
import { sampleDeals, stagesZh } from './fixtures';

// Real Chromium: the board with 2,000 deals (issue 26's budget: first render within 500 ms).
const host = document.createElement('div');
host.style.width = '1400px';
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

const deals = sampleDeals(2000);

function Board() {
  return (
    <ThemeProvider theme={blueTheme}>
      <UiConfigProvider locale="zh">
        <KanbanBoard
          columns={stagesZh}
          cards={deals}
          cardKey={(d) => d.id}
          cardColumn={(d) => d.stage}
          cardLabel={(d) => d.company}
          cardValue={(d) => d.amount}
          renderCard={(d) => (
            <>
              <div>{d.company}</div>
              <div>{d.name}</div>
            </>
          )}
          onMove={() => {}}
        />
      </UiConfigProvider>
    </ThemeProvider>
  );
}

it('renders 2,000 cards within 500 ms, mounting only the visible ones', async () => {
  // A warm-up mount loads the code and styles, as the page has by the time the board opens.
  await act(async () => root.render(<Board />));
  await act(async () => root.render(null));
  const start = performance.now();
  await act(async () => root.render(<Board />));
  await expect.poll(() => host.querySelectorAll('[data-card-id]').length).toBeGreaterThan(10);
  const elapsed = performance.now() - start;
  expect(host.textContent).toContain('400 项');
  expect(host.querySelectorAll('[data-card-id]').length).toBeLessThan(200);
  expect(elapsed).toBeLessThan(500);
});
