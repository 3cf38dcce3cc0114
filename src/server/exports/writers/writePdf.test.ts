import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../engine/testing/reportFixtures';
import { hourlyRows } from '../../../engine/testing/reportRows';
import { exportInputFor, inBatches } from '../../../engine/export/exportInputFor';
import { PdfTooLarge, writePdf, writePdfChunks } from './writePdf';

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function pdftotext(body: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'export-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, body);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Page objects of an uncompressed page tree (pdfkit writes PDF 1.3, without object streams). */
const pageCount = (body: Buffer): number => body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** The Unicode code points the embedded fonts map glyphs to (their ToUnicode CMaps). */
function mappedCodePoints(body: Buffer): Set<number> {
  const pdf = body.toString('latin1');
  const points = new Set<number>();
  for (const match of pdf.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let text: string;
    try {
      text = inflateSync(body.subarray(start, pdf.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('begincmap')) continue;
    for (const hex of text.matchAll(/<([0-9a-f]{4})>/gi)) points.add(parseInt(hex[1]!, 16));
  }
  return points;
}

const { mcp } = fixtures;

// A fresh input each time: its rows are a generator, read once.
const turkishInput = (): ReturnType<typeof exportInputFor> =>
  exportInputFor(mcp, 'tr', { notes: ['ğşıİçöü', 'Simüle veri'], rows: inBatches(hourlyRows(120, mcp.columns)) });

describe('writePdf', () => {
  it('writes a PDF with the Roboto font embedded', async () => {
    const file = await writePdf(turkishInput());
    expect(file.contentType).toBe('application/pdf');
    expect(file.extension).toBe('pdf');
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.body.toString('latin1')).toMatch(/\/FontFile2/);
    expect(file.body.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Regular/);
    // The embedded glyphs cover the Turkish letters (a standard PDF font would not).
    const mapped = mappedCodePoints(file.body);
    for (const letter of 'ğşıİçöüĞŞÇÖÜ'.slice(0, 7)) expect(mapped.has(letter.codePointAt(0)!), letter).toBe(true);
  });

  it('spreads many rows over several pages', async () => {
    const file = await writePdf(turkishInput());
    expect(pageCount(file.body)).toBeGreaterThan(1);
  });

  it('has text a reader can copy, Turkish letters intact', async (context) => {
    if (!hasPdftotext()) {
      context.skip('pdftotext (poppler-utils) is not installed: text extraction not checked');
      return;
    }
    const text = pdftotext((await writePdf(turkishInput())).body);
    expect(text).toContain('Piyasa Takas Fiyatı');
    expect(text).toContain('ğşıİçöü');
    expect(text).toContain('Sayfa 1 / ');
    expect(text).toContain('1.226,46'); // the first price, 1226.456, grouped and rounded
  });

  it('fits 19 columns across the page', async (context) => {
    const file = await writePdf(exportInputFor(fixtures.realtimeGeneration, 'en'));
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (!hasPdftotext()) {
      context.skip('pdftotext (poppler-utils) is not installed: column layout not checked');
      return;
    }
    const text = pdftotext(file.body);
    // The last column's header is on the page, not cut off.
    expect(text).toMatch(/Waste\s*heat\s*\(MWh\)/);
    expect(text).toContain('Page 1 of');
  });

  it('writes every row, with what the file holds, the chart and the summary, and refuses a view beyond the cell limit', async (context) => {
    const rows = hourlyRows(30, mcp.columns);
    const file = await writePdf(exportInputFor(mcp, 'tr', { rows: inBatches(rows, 7), report: mcp }));
    expect(file.body.toString('latin1')).toMatch(/\/Type \/Page\b/);
    await expect(writePdf(exportInputFor(fixtures.realtimeGeneration, 'en', { rows: inBatches(hourlyRows(11_000, fixtures.realtimeGeneration.columns)) })))
      .rejects.toBeInstanceOf(PdfTooLarge);
    if (!hasPdftotext()) {
      context.skip('pdftotext (poppler-utils) is not installed: rendered text not checked');
      return;
    }
    const text = pdftotext(file.body).replace(/\s+/g, ' ');
    expect(text).toContain('Tüm tarih ve saatler İstanbul saatidir (TSİ, UTC+3).');
    expect(text).toContain('Simüle veri');
    expect(text).toContain('Grafik');
    expect(text).toContain('Özet');
    expect(text).toContain('02.01.2024 05:00'); // row 30, the last
  });

  it('hands the file over in several pieces as the pages are drawn, none before a refusal', async () => {
    const chunks: Buffer[] = [];
    await writePdfChunks(exportInputFor(mcp, 'tr', { rows: inBatches(hourlyRows(3_000, mcp.columns)), report: mcp }), (chunk) => chunks.push(chunk));
    expect(chunks.length).toBeGreaterThan(1);
    const body = Buffer.concat(chunks);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(pageCount(body)).toBeGreaterThan(50);
    const refused: Buffer[] = [];
    const tooLarge = exportInputFor(fixtures.realtimeGeneration, 'en', { rows: inBatches(hourlyRows(11_000, fixtures.realtimeGeneration.columns)) });
    await expect(writePdfChunks(tooLarge, (chunk) => refused.push(chunk))).rejects.toBeInstanceOf(PdfTooLarge);
    expect(refused).toEqual([]);
  });

  it('draws the eight highest of many dams and says so beside the chart', async (context) => {
    const dams = fixtures.damDailyLevel;
    const rows = Array.from({ length: 20 }, (_, i) => ({ date: '2024-07-01T00:00:00+03:00', basin: 'Fırat', dam: `BARAJ ${i}`, dailyKot: 500 + i, damId: i }));
    const file = await writePdf(exportInputFor(dams, 'en', { rows: [rows], report: dams }));
    if (!hasPdftotext()) {
      context.skip('pdftotext (poppler-utils) is not installed');
      return;
    }
    const text = pdftotext(file.body).replace(/\s+/g, ' ');
    expect(text).toContain('Chart · the 8 series with the highest average (of 20)');
    expect(text).toContain('BARAJ 19');
  });
});
