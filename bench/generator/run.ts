// Enterprise data generator benchmark: streams N generated companies (default 100,000) and prints
// companies per second, plus the K-line rate for listed companies. Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/generator/run.ts [--companies 100000] [--seed bench]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { generateDataset } from '../../apps/server/src/modules/bigdata/demo';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    seed: { type: 'string', default: 'bench' },
  },
});
const size = Number(values.companies);
const ds = generateDataset({ seed: values.seed, companies: size });

const t0 = performance.now();
let listed = 0;
let closed = 0;
let jsonBytes = 0;
const listings = [];
for (const c of ds.companies()) {
  if (c.isListed) {
    listed++;
    if (listings.length < 50) listings.push(c.stockInfoList[0]!);
  }
  if (c.cancellation) closed++;
  if (c.index % 100 === 0) jsonBytes += Buffer.byteLength(JSON.stringify(c));
}
const seconds = (performance.now() - t0) / 1000;

const t1 = performance.now();
let rows = 0;
for (const l of listings) rows += ds.kline(l).length;
const klineSeconds = (performance.now() - t1) / 1000;

const t2 = performance.now();
let orgs = 0;
for (const _o of ds.organisations()) orgs++;
const orgSeconds = (performance.now() - t2) / 1000;

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
console.log(`node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);
console.log(`companies:      ${fmt(size)} in ${seconds.toFixed(2)} s = ${fmt(size / seconds)} companies/s`);
console.log(
  `  listed ${fmt(listed)}, 注销/吊销 ${fmt(closed)}, ~${fmt(jsonBytes / Math.ceil(size / 100) || 0)} B JSON each`,
);
console.log(
  `k-line:         ${listings.length} listings, ${fmt(rows)} rows in ${klineSeconds.toFixed(2)} s = ${fmt(rows / klineSeconds)} rows/s`,
);
console.log(`organisations:  ${fmt(orgs)} in ${orgSeconds.toFixed(2)} s`);
console.log(`heap used:      ${fmt(process.memoryUsage().heapUsed / 1048576)} MB`);
