import { blueTheme, ThemeProvider } from '@platform/ui';
import { ChainGraph, sampleChain } from '@platform/ui/charts';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    __ready?: { nodes: number; renderMs: number };
    __frames?: number[];
    __record?: (on: boolean) => void;
  }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const params = new URLSearchParams(location.search);
const nodes = sampleChain(Number(params.get('segments') ?? 18), Number(params.get('leaves') ?? 36));

const host = document.createElement('div');
host.style.width = '1200px';
document.body.append(host);
const t0 = performance.now();
flushSync(() =>
  createRoot(host).render(
    <ThemeProvider theme={blueTheme}>
      <ChainGraph title="新能源汽车" nodes={nodes} height={800} />
    </ThemeProvider>,
  ),
);
await frame();
await frame();
const renderMs = performance.now() - t0;

// Frame intervals while recording: one sample per animation frame.
let recording = false;
let last = 0;
window.__frames = [];
const tick = (now: number) => {
  if (recording && last) window.__frames!.push(now - last);
  last = now;
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
window.__record = (on) => {
  recording = on;
  last = 0;
};
window.__ready = { nodes: nodes.length, renderMs };
