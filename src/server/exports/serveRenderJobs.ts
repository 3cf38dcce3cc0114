// The worker's side of the render pool: renders each job it is sent with the same writers the inline path
// uses (src/engine/export), one at a time, and sends the file back.
import { parentPort } from 'node:worker_threads';
import { writeExport } from '../../engine/export/writeExport';
import { toTransferable, type RenderAnswer, type RenderJob } from './renderMessages';

export function serveRenderJobs(): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenderJobs runs in a worker thread only');
  port.on('message', (job: RenderJob) => {
    writeExport(job.format, job.input).then(
      (file) => {
        const body = toTransferable(file.body);
        port.postMessage({ id: job.id, ok: true, contentType: file.contentType, extension: file.extension, body } satisfies RenderAnswer, [body]);
      },
      (error: unknown) => port.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies RenderAnswer),
    );
  });
}
