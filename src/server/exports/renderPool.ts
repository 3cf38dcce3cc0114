// Renders exports (and bulletins' PDFs and charts) off the event loop: a few worker threads (one less than the
// machine's cores, so the server keeps one for its requests) and a bounded queue in front of them. A PDF of
// 5,000 rows is seconds of CPU; rendered inline it froze every other request for that long. When every worker
// is busy and the queue is full, the pool says so at once (RenderPoolBusy, with a time to come back) instead of
// piling up work.
// A render answers with a stream as soon as the worker sends its first piece: the download starts while the
// worker still draws the rest. Destroying that stream before it ends (the client went away) stops the job:
// the worker is ended, its slot is free at once and a fresh worker takes the next job.
import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ExportFormat } from '../../engine/export/exportInput';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { BulletinPart, PoolJob, RenderAnswer, RenderFeed, RenderInput, RenderJob } from './renderMessages';

export interface RenderPoolOptions {
  /** Worker threads (EXPORT_WORKERS); default one less than the available cores, at least 1. */
  workers?: number;
  /** Jobs that may wait for a worker (EXPORT_QUEUE); default twice the workers, at least 4. */
  queue?: number;
}

export interface RenderPoolLoad { workers: number; running: number; waiting: number; queue: number }

/** A file a worker is rendering: its body flows while the worker writes it, and fails (is destroyed) if the render does. */
export interface RenderedExport { contentType: string; extension: string; body: Readable }

export interface RenderPool {
  /**
   * Renders one export in a worker. Resolves when its first bytes are ready, with the body as a stream; rejects
   * with RenderPoolBusy when every worker is busy and the queue is full, or with the render's error when it fails
   * before its first bytes. With `moreRows`, `input.rows` are the first batches only: the worker pulls the rest
   * from it one batch at a time, as it writes (the cursor is closed when the job ends, fails or is cancelled).
   */
  render(format: ExportFormat, input: RenderInput, moreRows?: AsyncIterator<ReportRow[]>): Promise<RenderedExport>;
  /** Draws a part of a bulletin (its PDF, a chart's SVG) in a worker, under the same limits (RenderPoolBusy when full). */
  renderBulletinPart(part: BulletinPart): Promise<RenderedExport>;
  /** The seconds a caller should wait before trying again when the pool would refuse a job now; else undefined. */
  busyFor(): number | undefined;
  load(): RenderPoolLoad;
  /** Ends the workers; jobs still running or waiting are refused. */
  close(): Promise<void>;
}

export class RenderPoolBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`every export worker is busy and the queue is full; try again in ${retryAfterSeconds} s`);
    this.name = 'RenderPoolBusy';
  }
}

export function defaultRenderWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function defaultRenderQueue(workers: number): number {
  return Math.max(4, 2 * workers);
}

const WORKER_ENTRY = new URL('./renderWorker.mjs', import.meta.url);
/** A first guess of one render's time (a year's PDF), until the pool has measured its own. */
const FIRST_GUESS_MS = 2_000;

interface Pending {
  job: PoolJob;
  resolve: (file: RenderedExport) => void;
  reject: (error: Error) => void;
  startedAt?: number;
  body?: Readable;
  /** The rest of a streamed job's rows. */
  moreRows?: AsyncIterator<ReportRow[]>;
}

/** Gives a streamed job's cursor back (its store connection), whatever ended the job. */
const release = (pending: Pending) => {
  const rows = pending.moreRows;
  pending.moreRows = undefined;
  void rows?.return?.().catch(() => undefined);
};
interface Slot { worker?: Worker; running?: Pending }

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const size = options.workers ?? defaultRenderWorkers();
  const queueLimit = options.queue ?? defaultRenderQueue(size);
  if (!Number.isInteger(size) || size < 1) throw new Error(`an export pool needs at least one worker, not ${size}`);
  if (!Number.isInteger(queueLimit) || queueLimit < 0) throw new Error(`an export queue holds a whole number of jobs, not ${queueLimit}`);
  const slots: Slot[] = Array.from({ length: size }, () => ({}));
  const waiting: Pending[] = [];
  let nextId = 1;
  let averageMs = FIRST_GUESS_MS;
  let closed = false;

  const running = () => slots.filter((slot) => slot.running).length;

  /** Ends a job that is no longer wanted, before it is done: the worker is stopped, so the slot is free at once. */
  const cancel = (slot: Slot, pending: Pending) => {
    release(pending);
    if (slot.running !== pending) return;
    const worker = slot.worker;
    slot.running = undefined;
    slot.worker = undefined;
    void worker?.terminate();
    if (!closed) dispatch();
  };

  /** Fails a job: its caller is told when nothing was sent yet, else its stream breaks (never a file cut short that looks whole). */
  const fail = (pending: Pending, error: Error) => {
    release(pending);
    if (pending.body) pending.body.destroy(error);
    else pending.reject(error);
  };

  const onAnswer = (slot: Slot, answer: RenderAnswer) => {
    const pending = slot.running;
    if (!pending || pending.job.id !== answer.id) return;
    switch (answer.kind) {
      case 'pull': {
        // The worker wrote what it had: the next batch from the cursor, read only now (flat memory on both sides).
        const worker = slot.worker;
        const rows = pending.moreRows;
        const feed = (message: RenderFeed) => {
          if (slot.running === pending && slot.worker === worker) worker?.postMessage(message);
        };
        if (!rows) { feed({ id: pending.job.id, kind: 'rowsEnd' }); return; }
        rows.next().then(
          (next) => {
            if (next.done) { release(pending); feed({ id: pending.job.id, kind: 'rowsEnd' }); } else feed({ id: pending.job.id, kind: 'rows', rows: next.value });
          },
          (error: unknown) => {
            if (slot.running !== pending) return;
            cancel(slot, pending);
            fail(pending, error instanceof Error ? error : new Error(String(error)));
          },
        );
        return;
      }
      case 'begin': {
        // Pieces come as fast as the worker writes them; a slow reader holds them here, at most one file.
        const body = new Readable({
          read() {},
          destroy(error, done) {
            cancel(slot, pending);
            done(error);
          },
        });
        pending.body = body;
        pending.resolve({ contentType: answer.contentType, extension: answer.extension, body });
        return;
      }
      case 'chunk':
        pending.body?.push(Buffer.from(answer.body));
        return;
      case 'end':
        release(pending);
        slot.running = undefined;
        averageMs = 0.7 * averageMs + 0.3 * (performance.now() - (pending.startedAt ?? performance.now()));
        pending.body?.push(null);
        dispatch();
        return;
      case 'failed':
        slot.running = undefined;
        fail(pending, new Error(`export render failed in a worker: ${answer.message}`));
        dispatch();
        return;
    }
  };

  // Workers start on first use: a server (or a test) that never renders a large export never starts one.
  const spawn = (slot: Slot): Worker => {
    const worker = new Worker(WORKER_ENTRY);
    // An idle worker must not keep the process alive; a running job is held by its pending request anyway.
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      if (slot.worker === worker) onAnswer(slot, answer);
    });
    // A worker that dies (out of memory, a crash in a writer) fails its job, and the next job starts a new one.
    const onDeath = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const pending = slot.running;
      slot.running = undefined;
      if (pending) fail(pending, error);
      if (!closed) dispatch();
    };
    worker.on('error', onDeath);
    worker.on('exit', (code) => onDeath(new Error(`export worker stopped (exit code ${code})`)));
    return worker;
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (slot.running) continue;
      const pending = waiting.shift();
      if (!pending) return;
      slot.worker ??= spawn(slot);
      slot.running = pending;
      pending.startedAt = performance.now();
      slot.worker.postMessage(pending.job);
    }
  };

  const busyFor = (): number | undefined => {
    if (running() < size || waiting.length < queueLimit) return undefined;
    // Everything ahead of a new job, shared by the workers: a rough but honest time to come back.
    const seconds = Math.ceil((averageMs * (waiting.length + size)) / size / 1000);
    return Math.min(120, Math.max(1, seconds));
  };

  const enqueue = (toJob: (id: number) => PoolJob, moreRows?: AsyncIterator<ReportRow[]>): Promise<RenderedExport> => {
    const refuse = (error: Error) => {
      void moreRows?.return?.().catch(() => undefined);
      return Promise.reject(error);
    };
    if (closed) return refuse(new Error('the export pool is closed'));
    const retryAfter = busyFor();
    if (retryAfter !== undefined) return refuse(new RenderPoolBusy(retryAfter));
    return new Promise<RenderedExport>((resolve, reject) => {
      waiting.push({ job: toJob(nextId++), resolve, reject, ...(moreRows ? { moreRows } : {}) });
      dispatch();
    });
  };

  return {
    render(format, input, moreRows) {
      return enqueue((id): RenderJob => ({ id, format, input, ...(moreRows ? { more: true as const } : {}) }), moreRows);
    },
    renderBulletinPart(part) {
      return enqueue((id) => ({ id, bulletinPart: part }));
    },
    busyFor,
    load: () => ({ workers: size, running: running(), waiting: waiting.length, queue: queueLimit }),
    async close() {
      closed = true;
      const refused = new Error('the export pool closed before this export was rendered');
      for (const pending of waiting.splice(0)) { release(pending); pending.reject(refused); }
      await Promise.all(slots.map(async (slot) => {
        const { worker, running: pending } = slot;
        slot.worker = undefined;
        slot.running = undefined;
        if (pending) fail(pending, refused);
        await worker?.terminate();
      }));
    },
  };
}
