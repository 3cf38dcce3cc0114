// The worker's side of the render pool: renders each job it is sent with the same writers the inline path
// uses (src/engine/export), one at a time, and sends the file back in pieces. A PDF is sent as pdfkit writes
// its pages, so the server can start the download long before the last page is drawn; an XLSX or CSV is
// written whole and sent as one piece.
import { parentPort, type MessagePort } from 'node:worker_threads';
import type { ExportFile } from './writers/exportFile';
import { writeExport } from './writers/writeExport';
import { toTransferable, type RenderAnswer, type RenderJob } from './renderMessages';

export function serveRenderJobs(): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenderJobs runs in a worker thread only');
  port.on('message', (job: RenderJob) => {
    renderJob(port, job).catch((error: unknown) =>
      port.postMessage({ id: job.id, kind: 'failed', message: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies RenderAnswer));
  });
}

async function renderJob(port: MessagePort, job: RenderJob): Promise<void> {
  const send = (answer: RenderAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer);
  let begun = false;
  const sendChunk = (file: Omit<ExportFile, 'body'>, chunk: Buffer) => {
    if (!begun) send({ id: job.id, kind: 'begin', contentType: file.contentType, extension: file.extension });
    begun = true;
    const body = toTransferable(chunk);
    send({ id: job.id, kind: 'chunk', body }, [body]);
  };
  if (job.format === 'pdf') {
    const { PDF_FILE, writePdfChunks } = await import('./writers/writePdf');
    await writePdfChunks(job.input, (chunk) => sendChunk(PDF_FILE, chunk));
  } else {
    const file = await writeExport(job.format, job.input);
    sendChunk(file, file.body);
  }
  send({ id: job.id, kind: 'end' });
}
