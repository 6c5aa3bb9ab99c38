import { parentPort } from 'node:worker_threads';
import type { DiagnosisReportData } from './diagnosis-data';
import { renderCompanyReport } from './render';
import { renderDiagnosisReport } from './render-diagnosis';
import type { ReportData } from './report-data';

/**
 * The report worker thread: draws reports sent by the server's thread (pool.ts), several at a
 * time (the renderer yields between sections), and posts progress and the PDF bytes back.
 */
export type WorkerRequest =
  | { id: number; kind?: 'company'; data: ReportData }
  | { id: number; kind: 'diagnosis'; data: DiagnosisReportData };
export type WorkerAnswer =
  | { id: number; kind: 'progress'; percent: number }
  | { id: number; kind: 'done'; pdf: ArrayBuffer }
  | { id: number; kind: 'error'; message: string };

const port = parentPort;
if (port) {
  port.on('message', (request: WorkerRequest) => {
    const { id } = request;
    const post = (answer: WorkerAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer);
    const progress = (percent: number) => post({ id, kind: 'progress', percent });
    (request.kind === 'diagnosis'
      ? renderDiagnosisReport(request.data, progress)
      : renderCompanyReport(request.data, progress)
    )
      .then((pdf) => {
        const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
        post({ id, kind: 'done', pdf: bytes }, [bytes]);
      })
      .catch((err: unknown) => post({ id, kind: 'error', message: String((err as Error)?.stack ?? err) }));
  });
}
