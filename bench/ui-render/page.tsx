import { blueTheme, ThemeProvider } from '@platform/ui';
import { KLineChart, sampleKLine } from '@platform/ui/charts';
import { AreaSelector, KanbanBoard, loadAreas, type AreaNode } from '@platform/ui/domain';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { sampleDeals, stagesZh } from '../../packages/ui/src/domain/KanbanBoard/fixtures';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function klineRender(rows: number, runs: number) {
  const data = sampleKLine(rows);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const host = document.createElement('div');
    host.style.width = '1016px';
    document.body.append(host);
    const root = createRoot(host);
    const t0 = performance.now();
    flushSync(() =>
      root.render(
        <ThemeProvider theme={blueTheme}>
          <KLineChart rows={data} name="bench" symbol="000001" />
        </ThemeProvider>,
      ),
    );
    // echarts lays out in setOption and paints on the next animation frame.
    await frame();
    await frame();
    times.push(performance.now() - t0);
    root.unmount();
    host.remove();
  }
  return { median: median(times), min: Math.min(...times), runs: times };
}

/** The pipeline board with `cards` deals (issue 26: first render within 500 ms), mount to painted frame. */
async function kanbanRender(cards: number, runs: number) {
  const deals = sampleDeals(cards);
  const times: number[] = [];
  let mounted = 0;
  for (let i = 0; i < runs; i += 1) {
    const host = document.createElement('div');
    host.style.width = '1400px';
    document.body.append(host);
    const root = createRoot(host);
    const t0 = performance.now();
    flushSync(() =>
      root.render(
        <ThemeProvider theme={blueTheme}>
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
        </ThemeProvider>,
      ),
    );
    await frame();
    await frame();
    times.push(performance.now() - t0);
    mounted = host.querySelectorAll('[data-card-id]').length;
    root.unmount();
    host.remove();
  }
  return { median: median(times), min: Math.min(...times), runs: times, mounted };
}

function setInput(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function areaKeystroke(data: AreaNode[], queries: string[]) {
  const host = document.createElement('div');
  host.style.width = '320px';
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeProvider theme={blueTheme}>
        <AreaSelector aria-label="地区" data={data} />
      </ThemeProvider>,
    ),
  );
  host.querySelector('button')!.click();
  await frame();
  const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
  const out: Record<string, { dom: number; frame: number }> = {};
  for (const q of queries) {
    const samples: Array<{ dom: number; frame: number }> = [];
    for (let i = 0; i < 7; i += 1) {
      flushSync(() => setInput(input, ''));
      await frame();
      const t0 = performance.now();
      flushSync(() => setInput(input, q));
      const dom = performance.now() - t0;
      await frame();
      samples.push({ dom, frame: performance.now() - t0 });
    }
    out[q] = { dom: median(samples.map((s) => s.dom)), frame: median(samples.map((s) => s.frame)) };
  }
  root.unmount();
  host.remove();
  return out;
}

async function main() {
  const kline = await klineRender(5000, 5);
  const kanban = await kanbanRender(2000, 5);
  const data = await loadAreas();
  let counties = 0;
  for (const p of data) for (const c of p.children ?? []) counties += c.children?.length ?? 0;
  const area = await areaKeystroke(data, ['南', '南山', '不存在']);
  (window as unknown as { __result: unknown }).__result = { kline, kanban, counties, area };
}

main().catch((error) => {
  (window as unknown as { __result: unknown }).__result = { error: String(error?.stack ?? error) };
});
