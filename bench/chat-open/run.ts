/**
 * Opening a 10,000-message conversation in Chromium: time from navigation to the last message
 * shown (goal at most 300 ms on localhost), then frame times while scrolling up through history
 * (older pages of 30 load at the top). Prints figures, never pass/fail.
 *
 *   npm run bench:chat-open                 # 10,000 messages, 5 cold opens
 *   npm run bench:chat-open -- --messages 2000 --opens 3
 *
 * Uses the built server (npm run build) on a fresh embedded database, the demo users lina and
 * zhangwei (friends), and the chat's own REST send to store the messages (not timed).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser, passwordLogin, startServer } from '../../e2e/helpers';

const { values } = parseArgs({
  options: { messages: { type: 'string', default: '10000' }, opens: { type: 'string', default: '5' } },
});
const COUNT = Number(values.messages);
const OPENS = Number(values.opens);
const LINA = '1000000000000000003';
const ZHANGWEI = '1000000000000000002';
const CONVERSATION = `C2C_${ZHANGWEI}_${LINA}`;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

// Page scripts as text: tsx would wrap named functions in a helper the page does not have.
const FILL = `async (count, to) => {
  const token = decodeURIComponent((/platform-access-token=([^;]+)/.exec(document.cookie) || [])[1] || '');
  const send = (i) =>
    fetch('/api/platform-im/message/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
      body: JSON.stringify({
        clientMsgId: 'bench-' + i + '-' + Math.random().toString(36).slice(2, 10),
        to: { type: 'C2C', userId: to },
        type: 'text',
        payload: { text: '基准消息 ' + i },
      }),
    }).then((r) => r.ok);
  let ok = 0;
  for (let i = 1; i <= count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i + 1) }, (_, k) => send(i + k));
    ok += (await Promise.all(batch)).filter(Boolean).length;
  }
  return ok;
}`;

const SCROLL = `async () => {
  const log = document.querySelector('[role="log"]');
  const targets = [log, ...(log ? log.querySelectorAll('*') : [])].filter((el) => el.scrollHeight > el.clientHeight + 10);
  const deltas = [];
  let previous = performance.now();
  const end = previous + 3000;
  await new Promise((done) => {
    const step = (now) => {
      deltas.push(now - previous);
      previous = now;
      for (const el of targets) el.scrollTop -= 600;
      if (now < end) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
  return { deltas: deltas.slice(1), rows: log ? log.querySelectorAll('[data-id]').length : 0 };
}`;

const fill = (page: Page, count: number) =>
  page.evaluate(`(${FILL})(${count}, '${ZHANGWEI}')`) as Promise<number>;

async function main() {
  console.log(
    `cores 2, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at start`,
  );
  // The fill sends every message over REST, far past the per-IP send limit a person never reaches.
  const server = await startServer({ DEMO_COMPANIES: '300', CHAT_SEND_RATE_LIMIT_PER_MINUTE: '1000000' });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await passwordLogin(page, server.url, 'lina');
    await page.waitForURL('**/home/discover', { timeout: 30_000 });
    const started = Date.now();
    const stored = await fill(page, COUNT);
    console.log(
      `stored ${stored} messages in ${((Date.now() - started) / 1000).toFixed(1)} s (not timed below)`,
    );
    const last = `基准消息 ${COUNT}`;

    const opens: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      await page.goto(`${server.url}/home/discover`);
      await page.waitForLoadState('networkidle');
      const t0 = Date.now();
      await page.goto(`${server.url}/im/index?conversationID=${CONVERSATION}`);
      await page.getByRole('log').getByText(last, { exact: true }).waitFor({ timeout: 30_000 });
      opens.push(Date.now() - t0);
    }
    console.log(
      `open to last message shown (goal <= 300 ms): median ${pct(opens, 50)} ms, max ${Math.max(...opens)} ms  [${opens.join(', ')}]`,
    );

    // In-app switch: the page is already loaded, the conversation is opened from the list.
    const switches: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      await page.getByRole('tab', { name: '好友' }).click();
      await page.getByRole('tab', { name: '消息' }).click();
      await page.goto(`${server.url}/im/index`);
      await page.getByRole('listbox', { name: '消息' }).waitFor();
      const t0 = Date.now();
      await page.getByRole('option', { name: /张伟/ }).click();
      await page.getByRole('log').getByText(last, { exact: true }).waitFor({ timeout: 30_000 });
      switches.push(Date.now() - t0);
    }
    console.log(
      `click in the list to last message shown: median ${pct(switches, 50)} ms, max ${Math.max(...switches)} ms`,
    );

    // Scroll up for 3 s at 600 px a frame; older pages load at the top as it goes.
    const frames = (await page.evaluate(`(${SCROLL})()`)) as { deltas: number[]; rows: number };
    const d = frames.deltas;
    console.log(
      `scrolling up 3 s: ${d.length} frames, frame time p50 ${pct(d, 50).toFixed(1)} ms, p95 ${pct(d, 95).toFixed(1)} ms, max ${Math.max(...d).toFixed(1)} ms; rows in the DOM afterwards: ${frames.rows}`,
    );
    console.log(
      `load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at end`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
