import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DiagnosisReportData } from './diagnosis-data';
import { renderCompanyReport } from './render';
import { renderDiagnosisReport } from './render-diagnosis';
import type { ReportData } from './report-data';
import type { WorkerAnswer, WorkerRequest } from './worker';

/** Draws a report: in a worker thread when one can be started, else on the calling thread. */
export interface ReportRenderer {
  readonly mode: 'worker' | 'inline';
  render(data: ReportData, onProgress?: (percent: number) => void): Promise<Buffer>;
  /** A diagnosis report (产业诊断), on the same thread as the company reports. */
  renderDiagnosis(data: DiagnosisReportData, onProgress?: (percent: number) => void): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Where the worker's code is. From the TypeScript sources (tests, `npm run dev`) the worker
 * registers tsx first; the server bundle ships it as `dist/report-worker.js` beside `main.js`
 * (apps/server/build.mjs), one folder up when this code lands in a shared chunk (`dist/chunks/`,
 * as when the demo loader imports the report service too). Undefined when none is there: reports
 * are then drawn inline.
 */
function workerSource(): { code: string; eval: true } | { file: URL } | undefined {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const url = new URL('./worker.ts', here).href;
    return {
      eval: true,
      code: `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`,
    };
  }
  const file = ['./report-worker.js', '../report-worker.js']
    .map((path) => new URL(path, here))
    .find((url) => existsSync(fileURLToPath(url)));
  return file && { file };
}

const inline: ReportRenderer = {
  mode: 'inline',
  render: renderCompanyReport,
  renderDiagnosis: renderDiagnosisReport,
  close: async () => undefined,
};

/**
 * One worker thread for the server's reports (started on the first one, ended after a minute
 * idle): drawing then never holds the server's event loop. Several reports share the thread; a
 * crashed worker fails the reports it held and the next report starts a new one.
 */
export function createReportRenderer(
  options: { idleMs?: number; forceInline?: boolean } = {},
): ReportRenderer {
  const found = options.forceInline ? undefined : workerSource();
  if (!found) return inline;
  const source = found;
  const idleMs = options.idleMs ?? 60_000;
  const jobs = new Map<
    number,
    { resolve: (pdf: Buffer) => void; reject: (err: Error) => void; onProgress?: (p: number) => void }
  >();
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let next = 1;

  const failAll = (err: Error) => {
    for (const job of jobs.values()) job.reject(err);
    jobs.clear();
  };

  function start(): Worker {
    const w = 'file' in source ? new Worker(source.file) : new Worker(source.code, { eval: true });
    w.on('message', (answer: WorkerAnswer) => {
      const job = jobs.get(answer.id);
      if (!job) return;
      if (answer.kind === 'progress') job.onProgress?.(answer.percent);
      else {
        jobs.delete(answer.id);
        if (answer.kind === 'done') job.resolve(Buffer.from(answer.pdf));
        else job.reject(new Error(`report worker: ${answer.message}`));
        if (!jobs.size) armIdle();
      }
    });
    w.on('error', (err) => {
      if (worker === w) worker = undefined;
      failAll(err);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      if (jobs.size) failAll(new Error(`report worker exited with code ${code}`));
    });
    w.unref();
    return w;
  }

  function armIdle() {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (jobs.size || !worker) return;
      void worker.terminate();
      worker = undefined;
    }, idleMs);
    idle.unref();
  }

  function post(request: (id: number) => WorkerRequest, onProgress?: (p: number) => void): Promise<Buffer> {
    clearTimeout(idle);
    worker ??= start();
    const id = next++;
    return new Promise<Buffer>((resolve, reject) => {
      jobs.set(id, { resolve, reject, onProgress });
      worker!.postMessage(request(id));
    });
  }

  return {
    mode: 'worker',
    render(data, onProgress) {
      return post((id) => ({ id, data }), onProgress);
    },
    renderDiagnosis(data, onProgress) {
      return post((id) => ({ id, kind: 'diagnosis', data }), onProgress);
    },
    async close() {
      clearTimeout(idle);
      const w = worker;
      worker = undefined;
      failAll(new Error('report renderer closed'));
      await w?.terminate();
    },
  };
}
