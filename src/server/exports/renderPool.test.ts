import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeExport } from './writers/writeExport';
import type { ReportRow } from '../../engine/rows/reportRow';
import { loadReports } from '../reports/loadReports';
import { createRenderPool, RenderPoolBusy, type RenderedExport, type RenderPool } from './renderPool';
import type { RenderInput } from './renderMessages';

// The MCP report's own columns (date, hour, TL, USD and EUR prices), as the server loads them.
const columns = loadReports(resolve('reports')).reports.find((report) => report.id === 'dam-mcp')!.columns;

function hourlyRows(hours: number): ReportRow[] {
  return Array.from({ length: hours }, (_, i) => {
    const time = `${new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString().slice(0, 19)}+03:00`;
    return { date: time, hour: time, price: 2_000 + (i % 500) + 0.25, priceUsd: 60.5, priceEur: 55.25 };
  });
}

const input = (hours: number): RenderInput => ({
  title: 'Piyasa Takas Fiyatı (PTF)', columns, rows: [hourlyRows(hours)], locale: 'tr', generatedAt: new Date('2025-06-01T09:00:00Z'), notes: ['Tarih aralığı: 01.01.2025 – 31.12.2025'],
});

const hasPdfToText = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function pdfText(body: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), body);
    return execFileSync('pdftotext', ['-layout', join(dir, 'file.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The pieces of a rendered file's body, as they arrive. */
async function pieces(file: RenderedExport): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return chunks;
}

const whole = async (file: RenderedExport | Promise<RenderedExport>): Promise<Buffer> => Buffer.concat(await pieces(await file));

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error('the condition did not come true in time');
    await new Promise((done) => setTimeout(done, 5));
  }
}

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('createRenderPool', () => {
  it('renders in a worker the same file the inline writers write', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    const [rendered, inline] = await Promise.all([pool.render('pdf', input(300)), writeExport('pdf', input(300))]);
    expect(rendered.contentType).toBe('application/pdf');
    expect(rendered.extension).toBe('pdf');
    const pooled = await whole(rendered);
    expect(pooled.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pooled.length).toBeGreaterThan(10_000);
    if (hasPdfToText) {
      const text = pdfText(pooled);
      expect(text).toContain('Piyasa Takas Fiyatı (PTF)');
      expect(text).toContain('PTF (TL/MWh)');
      expect(text).toBe(pdfText(inline.body));
    }
    const [xlsx, csv] = await Promise.all([whole(pool.render('xlsx', input(50))), whole(pool.render('csv', input(50)))]);
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    expect(csv.equals((await writeExport('csv', input(50))).body)).toBe(true);
  });

  it('streams a PDF in several pieces as its pages are drawn, the whole a valid file', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    const chunks = await pieces(await pool.render('pdf', input(3_000)));
    expect(chunks.length).toBeGreaterThan(1);
    const body = Buffer.concat(chunks);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    if (hasPdfToText) expect(pdfText(body)).toContain('01.01.2025');
  });

  it('fails the render itself, not a stream, when the writer fails before its first bytes', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    // Beyond the PDF cell limit: the writer refuses before it lays out anything.
    await expect(pool.render('pdf', input(40_001))).rejects.toThrow(/beyond 200000 cells/);
    expect(pool.load()).toMatchObject({ running: 0, waiting: 0 });
    expect((await whole(pool.render('csv', input(10)))).length).toBeGreaterThan(0);
  });

  it('stops the job and frees its slot at once when the stream is destroyed mid-way, and renders the next', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    const rendered = await pool.render('pdf', input(8_760));
    const next = pool.render('csv', input(10));
    expect(pool.load()).toMatchObject({ running: 1, waiting: 1 });
    rendered.body.destroy();
    // The queued job gets the slot (on a fresh worker) without waiting for the year's PDF to be drawn.
    expect((await whole(next)).length).toBeGreaterThan(0);
    await until(() => pool!.load().running === 0);
    expect(rendered.body.destroyed).toBe(true);
  });

  it('pulls a streamed job\'s rows one batch at a time as the worker writes, and gives the cursor back at the end', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    const rows = hourlyRows(8_760);
    const batches = Array.from({ length: 8 }, (_, i) => rows.slice(i * 1_095, (i + 1) * 1_095));
    let read = 0;
    let returned = false;
    const moreRows: AsyncIterator<ReportRow[]> = {
      async next() {
        // Never read ahead of the worker: one batch asked for at a time.
        read += 1;
        const batch = batches[read];
        return batch ? { done: false, value: batch } : { done: true, value: undefined };
      },
      async return() {
        returned = true;
        return { done: true, value: undefined };
      },
    };
    const body = await whole(pool.render('xlsx', { ...input(0), rows: [batches[0]!] }, moreRows));
    expect(read).toBe(batches.length);
    expect(returned).toBe(true);
    const inline = (await writeExport('xlsx', { ...input(0), rows: batches })).body;
    // The same cells (the zip's timestamps aside): the same size within a few bytes.
    expect(Math.abs(body.length - inline.length)).toBeLessThan(64);
  });

  it('gives a streamed job\'s cursor back when its download is destroyed mid-way', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    let returned = false;
    const endless: AsyncIterator<ReportRow[]> = {
      next: async () => ({ done: false, value: hourlyRows(2_000) }),
      async return() {
        returned = true;
        return { done: true, value: undefined };
      },
    };
    const rendered = await pool.render('xlsx', { ...input(0), rows: [hourlyRows(2_000)] }, endless);
    for await (const _chunk of rendered.body) break;
    await until(() => returned && pool!.load().running === 0);
  });

  it('refuses a job at once, with a time to come back, when every worker is busy and the queue is full', async () => {
    pool = createRenderPool({ workers: 1, queue: 1 });
    const running = whole(pool.render('pdf', input(2_000)));
    const queued = whole(pool.render('pdf', input(100)));
    expect(pool.load()).toEqual({ workers: 1, running: 1, waiting: 1, queue: 1 });
    expect(pool.busyFor()).toBeGreaterThanOrEqual(1);
    const refused = await pool.render('pdf', input(10)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderPoolBusy);
    expect((refused as RenderPoolBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await Promise.all([running, queued]);
    expect(pool.busyFor()).toBeUndefined();
    expect(pool.load()).toEqual({ workers: 1, running: 0, waiting: 0, queue: 1 });
  });

  it('keeps the event loop free while it renders', async () => {
    pool = createRenderPool({ workers: 1, queue: 4 });
    let ticks = 0;
    const timer = setInterval(() => { ticks += 1; }, 5);
    const started = performance.now();
    let tickedBeforeDone = 0;
    await Promise.all([whole(pool.render('pdf', input(3_000))), whole(pool.render('pdf', input(3_000)))]).then(() => { tickedBeforeDone = ticks; });
    clearInterval(timer);
    // Not a timing assertion: a timer firing many times during the renders shows nothing held up the loop.
    expect(tickedBeforeDone).toBeGreaterThan(((performance.now() - started) / 5) * 0.3);
  });

  it('refuses what is left when it closes, and renders nothing after', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    const jobs = [whole(pool.render('pdf', input(2_000))), whole(pool.render('pdf', input(2_000)))].map((job) => job.then(() => 'rendered', () => 'refused'));
    await pool.close();
    expect(await Promise.all(jobs)).toEqual(['refused', 'refused']);
    await expect(pool.render('csv', input(1))).rejects.toThrow(/closed/);
  });
});
