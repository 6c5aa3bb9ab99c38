import { parentPort } from 'node:worker_threads';
import { renderCompanyReport } from './render';
import type { ReportData } from './report-data';

/**
 * The report worker thread: draws reports sent by the server's thread (pool.ts), several at a
 * time (the renderer yields between sections), and posts progress and the PDF bytes back.
 */
export type WorkerRequest = { id: number; data: ReportData };
export type WorkerAnswer =
  | { id: number; kind: 'progress'; percent: number }
  | { id: number; kind: 'done'; pdf: ArrayBuffer }
  | { id: number; kind: 'error'; message: string };

const port = parentPort;
if (port) {
  port.on('message', ({ id, data }: WorkerRequest) => {
    const post = (answer: WorkerAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer);
    renderCompanyReport(data, (percent) => post({ id, kind: 'progress', percent }))
      .then((pdf) => {
        const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
        post({ id, kind: 'done', pdf: bytes }, [bytes]);
      })
      .catch((err: unknown) => post({ id, kind: 'error', message: String((err as Error)?.stack ?? err) }));
  });
}
