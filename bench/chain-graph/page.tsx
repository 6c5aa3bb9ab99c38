import { blueTheme, ThemeProvider } from '@platform/ui';
import { ChainGraph, type ChainGraphNode } from '@platform/ui/charts';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    __ready?: { nodes: number; renderMs: number };
    __frames?: number[];
    __record?: (on: boolean) => void;
  }
}

/** A chain of three streams × `segments` segments × `leaves` nodes (18 × 36: 2,001 nodes). */
function chain(segments: number, leaves: number): ChainGraphNode[] {
  const nodes: ChainGraphNode[] = [];
  ['上游', '中游', '下游'].forEach((stream, s) => {
    nodes.push({ key: `s${s}`, parentKey: null, name: stream, companyCount: 0 });
    for (let g = 0; g < segments; g++) {
      nodes.push({ key: `s${s}-${g}`, parentKey: `s${s}`, name: `环节 ${s + 1}.${g + 1}`, companyCount: 0 });
      for (let l = 0; l < leaves; l++)
        nodes.push({
          key: `s${s}-${g}-${l}`,
          parentKey: `s${s}-${g}`,
          name: `节点 ${s}-${g}-${l}`,
          companyCount: l,
        });
    }
  });
  return nodes;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const params = new URLSearchParams(location.search);
const nodes = chain(Number(params.get('segments') ?? 18), Number(params.get('leaves') ?? 36));

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
