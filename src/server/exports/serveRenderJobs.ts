// The worker's side of the render pool: renders each job it is sent with the same writers the inline path
// uses (src/engine/export), one at a time, and sends the file back in pieces. A PDF is sent as pdfkit writes
// its pages and an XLSX as its zip is compressed, so the server can start the download long before the file is
// done; a CSV is written whole and sent as one piece. A streamed job pulls its rows batch by batch. A bulletin's
// PDF (from its built document) or chart SVG is drawn by the bulletin's own writers and sent as one piece.
import { parentPort, type MessagePort } from 'node:worker_threads';
import type { ExportFile } from './writers/exportFile';
import { writeExport } from './writers/writeExport';
import type { ReportRow } from '../../engine/rows/reportRow';
import { toTransferable, type BulletinPartJob, type PoolJob, type RenderAnswer, type RenderFeed, type RenderJob } from './renderMessages';

export function serveRenderJobs(): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenderJobs runs in a worker thread only');
  // The batch a streamed job is waiting for, by job id.
  const waiting = new Map<number, (feed: RenderFeed) => void>();
  port.on('message', (message: PoolJob | RenderFeed) => {
    if ('kind' in message) {
      waiting.get(message.id)?.(message);
      return;
    }
    const job = message;
    ('bulletinPart' in job ? renderBulletinPartJob(port, job) : renderJob(port, job, waiting)).catch((error: unknown) =>
      port.postMessage({ id: job.id, kind: 'failed', message: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies RenderAnswer));
  });
}

/** The rows of a job: those it came with, then, for a streamed one, each batch pulled from the server in turn. */
async function* jobRows(port: MessagePort, job: RenderJob, waiting: Map<number, (feed: RenderFeed) => void>): AsyncGenerator<ReportRow[]> {
  yield* job.input.rows;
  if (!job.more) return;
  for (;;) {
    const feed = await new Promise<RenderFeed>((resolve) => {
      waiting.set(job.id, resolve);
      port.postMessage({ id: job.id, kind: 'pull' } satisfies RenderAnswer);
    });
    waiting.delete(job.id);
    if (feed.kind === 'rowsEnd') return;
    yield feed.rows;
  }
}

/** A part of a bulletin: its PDF (pdfmake) or a chart's SVG (ECharts), drawn whole by the bulletin's writers, sent as one piece. */
async function renderBulletinPartJob(port: MessagePort, job: BulletinPartJob): Promise<void> {
  const part = job.bulletinPart;
  let file: { contentType: string; extension: string; body: Buffer };
  if ('pdf' in part) {
    const { toBulletinPdf } = await import('../bulletins/content/render/toBulletinPdf');
    file = { contentType: 'application/pdf', extension: 'pdf', body: await toBulletinPdf(part.pdf.document, part.pdf.simulated) };
  } else {
    const { bulletinChartSvg } = await import('../bulletins/content/render/chartSvg');
    const { descriptor, rows, language, size } = part.chart;
    file = { contentType: 'image/svg+xml', extension: 'svg', body: Buffer.from(bulletinChartSvg(descriptor, rows, language, size), 'utf8') };
  }
  const body = toTransferable(file.body);
  port.postMessage({ id: job.id, kind: 'begin', contentType: file.contentType, extension: file.extension } satisfies RenderAnswer);
  port.postMessage({ id: job.id, kind: 'chunk', body } satisfies RenderAnswer, [body]);
  port.postMessage({ id: job.id, kind: 'end' } satisfies RenderAnswer);
}

async function renderJob(port: MessagePort, job: RenderJob, waiting: Map<number, (feed: RenderFeed) => void>): Promise<void> {
  const send = (answer: RenderAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer);
  let begun = false;
  const sendChunk = (file: Omit<ExportFile, 'body'>, chunk: Buffer) => {
    if (!begun) send({ id: job.id, kind: 'begin', contentType: file.contentType, extension: file.extension });
    begun = true;
    const body = toTransferable(chunk);
    send({ id: job.id, kind: 'chunk', body }, [body]);
  };
  const input = { ...job.input, rows: jobRows(port, job, waiting) };
  if (job.format === 'pdf') {
    const { PDF_FILE, writePdfChunks } = await import('./writers/writePdf');
    await writePdfChunks(input, (chunk) => sendChunk(PDF_FILE, chunk));
  } else if (job.format === 'xlsx') {
    const { XLSX_FILE, writeXlsxChunks } = await import('./writers/writeXlsx');
    await writeXlsxChunks(input, (chunk) => sendChunk(XLSX_FILE, chunk));
  } else {
    const file = await writeExport(job.format, input);
    sendChunk(file, file.body);
  }
  send({ id: job.id, kind: 'end' });
}
