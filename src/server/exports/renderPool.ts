// Renders exports off the event loop: a few worker threads (one less than the machine's cores, so the server
// keeps one for its requests) and a bounded queue in front of them. A PDF of 5,000 rows is seconds of CPU;
// rendered inline it froze every other request for that long. When every worker is busy and the queue is
// full, the pool says so at once (RenderPoolBusy, with a time to come back) instead of piling up work.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ExportFile, ExportFormat } from '../../engine/export/exportInput';
import type { RenderAnswer, RenderInput, RenderJob } from './renderMessages';

export interface RenderPoolOptions {
  /** Worker threads (EXPORT_WORKERS); default one less than the available cores, at least 1. */
  workers?: number;
  /** Jobs that may wait for a worker (EXPORT_QUEUE); default twice the workers, at least 4. */
  queue?: number;
}

export interface RenderPoolLoad { workers: number; running: number; waiting: number; queue: number }

export interface RenderPool {
  /** Renders one export in a worker; rejects with RenderPoolBusy when every worker is busy and the queue full. */
  render(format: ExportFormat, input: RenderInput): Promise<ExportFile>;
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

interface Pending { job: RenderJob; resolve: (file: ExportFile) => void; reject: (error: Error) => void; startedAt?: number }
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

  // Workers start on first use: a server (or a test) that never renders a large export never starts one.
  const spawn = (slot: Slot): Worker => {
    const worker = new Worker(WORKER_ENTRY);
    // An idle worker must not keep the process alive; a running job is held by its pending request anyway.
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      const pending = slot.running;
      if (!pending || pending.job.id !== answer.id) return;
      slot.running = undefined;
      averageMs = 0.7 * averageMs + 0.3 * (performance.now() - (pending.startedAt ?? performance.now()));
      if (answer.ok) pending.resolve({ contentType: answer.contentType, extension: answer.extension, body: Buffer.from(answer.body) });
      else pending.reject(new Error(`export render failed in a worker: ${answer.message}`));
      dispatch();
    });
    // A worker that dies (out of memory, a crash in a writer) fails its job, and the next job starts a new one.
    const onDeath = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const pending = slot.running;
      slot.running = undefined;
      pending?.reject(error);
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

  return {
    render(format, input) {
      if (closed) return Promise.reject(new Error('the export pool is closed'));
      const retryAfter = busyFor();
      if (retryAfter !== undefined) return Promise.reject(new RenderPoolBusy(retryAfter));
      return new Promise<ExportFile>((resolve, reject) => {
        waiting.push({ job: { id: nextId++, format, input }, resolve, reject });
        dispatch();
      });
    },
    busyFor,
    load: () => ({ workers: size, running: running(), waiting: waiting.length, queue: queueLimit }),
    async close() {
      closed = true;
      const refused = new Error('the export pool closed before this export was rendered');
      for (const pending of waiting.splice(0)) pending.reject(refused);
      await Promise.all(slots.map(async (slot) => {
        const { worker, running: pending } = slot;
        slot.worker = undefined;
        slot.running = undefined;
        pending?.reject(refused);
        await worker?.terminate();
      }));
    },
  };
}
