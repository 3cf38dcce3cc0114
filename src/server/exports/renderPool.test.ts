import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeExport } from '../../engine/export/writeExport';
import type { ReportRow } from '../../engine/rows/reportRow';
import { loadReports } from '../reports/loadReports';
import { createRenderPool, RenderPoolBusy, type RenderPool } from './renderPool';
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

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('createRenderPool', () => {
  it('renders in a worker the same file the inline writers write', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    const [pooled, inline] = await Promise.all([pool.render('pdf', input(300)), writeExport('pdf', input(300))]);
    expect(pooled.contentType).toBe('application/pdf');
    expect(pooled.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pooled.body.length).toBeGreaterThan(10_000);
    if (hasPdfToText) {
      const text = pdfText(pooled.body);
      expect(text).toContain('Piyasa Takas Fiyatı (PTF)');
      expect(text).toContain('PTF (TL/MWh)');
      expect(text).toBe(pdfText(inline.body));
    }
    const [xlsx, csv] = await Promise.all([pool.render('xlsx', input(50)), pool.render('csv', input(50))]);
    expect(xlsx.body.subarray(0, 2).toString()).toBe('PK');
    expect(csv.body.equals((await writeExport('csv', input(50))).body)).toBe(true);
  });

  it('refuses a job at once, with a time to come back, when every worker is busy and the queue is full', async () => {
    pool = createRenderPool({ workers: 1, queue: 1 });
    const running = pool.render('pdf', input(2_000));
    const queued = pool.render('pdf', input(100));
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
    await Promise.all([pool.render('pdf', input(3_000)), pool.render('pdf', input(3_000))]).then(() => { tickedBeforeDone = ticks; });
    clearInterval(timer);
    // Not a timing assertion: a timer firing many times during the renders shows nothing held up the loop.
    expect(tickedBeforeDone).toBeGreaterThan(((performance.now() - started) / 5) * 0.3);
  });

  it('refuses what is left when it closes, and renders nothing after', async () => {
    pool = createRenderPool({ workers: 1, queue: 2 });
    const jobs = [pool.render('pdf', input(2_000)), pool.render('pdf', input(2_000))].map((job) => job.then(() => 'rendered', () => 'refused'));
    await pool.close();
    expect(await Promise.all(jobs)).toEqual(['refused', 'refused']);
    await expect(pool.render('csv', input(1))).rejects.toThrow(/closed/);
  });
});
