// Bulletins from a simulated store: their figures are the report engine's, every template renders in both
// languages, the PDF is a PDF of the expected pages, and a period without data says so instead of printing zeros.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../../engine/format/formatNumber';
import { createRenderPool } from '../../exports/renderPool';
import { pdfMakeForNode } from '../../exports/writers/pdfMakeServer';
import { loadReports } from '../../reports/loadReports';
import { runReport } from '../../reports/runReport';
import { seedWorld } from '../../seed/seedWorld';
import { openDuckdbStore } from '../../store/duckdbStore';
import { migrate } from '../../store/migrations';
import { dialectOf } from '../../store/sqlDialect';
import type { Store } from '../../store/store';
import { BULLETIN_MARKETS, BULLETIN_PERIODS, type BulletinRequest } from '../bulletinKinds';
import type { BulletinDocument, FigureLine } from './bulletinModel';
import { buildBulletinDocument, createBulletinRenderer } from './renderBulletin';
import { toBulletinHtml } from './render/toBulletinHtml';

const { reports } = loadReports(resolve('reports'));
const NOW = new Date('2024-08-06T09:00:00Z');
const KEYS = { daily: '2024-08-04', weekly: '2024-W31', monthly: '2024-07', yearly: '2024' } as const;
let store: Store;

beforeAll(async () => {
  store = await openDuckdbStore(':memory:');
  await migrate(store);
  await seedWorld(store, { startDay: '2024-06-24', endDay: '2024-08-05' });
});
afterAll(async () => { await store.close(); });

const build = (request: BulletinRequest): Promise<BulletinDocument> => buildBulletinDocument(store, request, { reports, now: NOW, simulated: true });
const figure = (document: BulletinDocument, label: string): FigureLine => {
  const found = document.blocks.flatMap((b) => (b.body.kind === 'figures' ? b.body.figures : [])).find((f) => f.label === label);
  if (!found) throw new Error(`no figure "${label}"`);
  return found;
};
const report = (id: string) => reports.find((r) => r.id === id)!;
const run = (id: string, start: string, end: string) => runReport(store, dialectOf(store), report(id), { range: { start, end }, values: id === 'system-marginal-price' ? { region: 'TR1' } : {} }, NOW, { paged: false });

describe('bulletin figures', () => {
  it('prints the report pages\' own numbers for the day: MCP average, its highest hour, SMP average', async () => {
    const document = await build({ market: 'electricity', period: 'daily', periodKey: KEYS.daily, language: 'en' });
    const mcp = await run('dam-mcp', KEYS.daily, KEYS.daily);
    expect(figure(document, 'Average MCP').value).toBe(`${formatNumber(mcp.summary!.priceAvg!, 'en', { decimals: 2 })} TL/MWh`);
    expect(figure(document, 'Volume-weighted MCP').value).toBe(`${formatNumber(mcp.summary!.ptfWeightedAvg!, 'en', { decimals: 2 })} TL/MWh`);
    const highest = mcp.items.reduce((best, row) => ((row.price as number) > (best.price as number) ? row : best));
    expect(figure(document, 'Highest MCP')).toEqual({ label: 'Highest MCP', value: `${formatNumber(mcp.summary!.priceMax!, 'en', { decimals: 2 })} TL/MWh`, detail: `at ${String(highest.hour)}` });
    const smp = await run('system-marginal-price', KEYS.daily, KEYS.daily);
    expect(figure(document, 'Average SMP').value).toBe(`${formatNumber(smp.summary!.smpArithmeticalAverage!, 'en', { decimals: 2 })} TL/MWh`);
  });

  it('compares a week\'s gas reference price with the week before, in Turkish number form', async () => {
    const document = await build({ market: 'natural-gas', period: 'weekly', periodKey: KEYS.weekly, language: 'tr' });
    const week = await run('gas-daily-reference-price', '2024-07-29', '2024-08-04');
    const before = await run('gas-daily-reference-price', '2024-07-22', '2024-07-28');
    const grf = figure(document, 'Gaz referans fiyatı (GRF)');
    expect(grf.value).toBe(`${formatNumber(week.summary!.avgPriceTl!, 'tr', { decimals: 2 })} TL/1000 Sm³`);
    expect(grf.detail).toContain(`önceki hafta: ${formatNumber(before.summary!.avgPriceTl!, 'tr', { decimals: 2 })}`);
    expect(grf.detail).toMatch(/\(%|\(-%|\(\+%/);
  });

  it('compares only with a previous period the store holds whole: June 2024 begins on the 24th here', async () => {
    const july = await build({ market: 'electricity', period: 'monthly', periodKey: KEYS.monthly, language: 'en' });
    expect(figure(july, 'Average MCP').detail).toBeUndefined();
    const week = await build({ market: 'electricity', period: 'weekly', periodKey: KEYS.weekly, language: 'en' });
    expect(figure(week, 'Average MCP').detail).toMatch(/^the previous week: [\d,.]+ TL\/MWh \([+-]\d+\.\d%\)$/);
  });
});

describe('every template', () => {
  for (const market of BULLETIN_MARKETS) {
    for (const period of BULLETIN_PERIODS) {
      it(`${market} ${period} renders in Turkish and English with every text written`, async () => {
        for (const language of ['tr', 'en'] as const) {
          const document = await build({ market, period, periodKey: KEYS[period], language });
          const html = toBulletinHtml(document, true);
          expect(html).not.toMatch(/undefined|NaN|\bnull\b|\[object/);
          expect(html).not.toMatch(/<script|<link|<style|https?:\/\/(?!www\.w3\.org)/);
          for (const block of document.blocks) expect(block.heading.trim()).not.toBe('');
          expect(html).toContain(language === 'tr' ? 'İstanbul saatidir (UTC+3)' : 'Istanbul time (UTC+3)');
          expect(html).toContain(language === 'tr' ? 'Simüle veri' : 'Simulated data');
          expect(document.sourceLine).toContain(report(market === 'electricity' ? 'dam-mcp' : 'gas-daily-reference-price').title[language]);
          // Charts and figures where the template has them: the simulated store has data for every period here.
          expect(document.blocks.filter((b) => b.body.kind === 'noData')).toEqual([]);
        }
      });
    }
  }
});

describe('the files', () => {
  it('writes a PDF with the pages the content takes, and a whole HTML document', async () => {
    const render = createBulletinRenderer({ reports, now: () => NOW });
    const gas = await render(store, { market: 'natural-gas', period: 'daily', periodKey: KEYS.daily, language: 'tr' });
    const electricity = await render(store, { market: 'electricity', period: 'daily', periodKey: KEYS.daily, language: 'en' });
    const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
    expect(gas.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(gas.pdf)).toBe(1);
    expect(pages(electricity.pdf)).toBe(3);
    expect(electricity.title).toBe('Daily electricity market bulletin, 4 August 2024');
    expect(electricity.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(electricity.html.match(/<svg\b/g)).toHaveLength(2);
  });

  it('draws the charts and the PDF in a render pool worker, never with this thread\'s pdfmake, and it is the same file', async () => {
    const inline = await createBulletinRenderer({ reports, now: () => NOW })(store, { market: 'electricity', period: 'daily', periodKey: KEYS.daily, language: 'tr' });
    const pool = createRenderPool({ workers: 1, queue: 1 });
    const createPdf = vi.spyOn(pdfMakeForNode(), 'createPdf');
    try {
      const render = createBulletinRenderer({ reports, now: () => NOW, renderPool: pool });
      const [electricity, gas] = await Promise.all([
        render(store, { market: 'electricity', period: 'daily', periodKey: KEYS.daily, language: 'tr' }),
        render(store, { market: 'natural-gas', period: 'weekly', periodKey: KEYS.weekly, language: 'en' }),
      ]);
      expect(createPdf).not.toHaveBeenCalled();
      const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
      expect(electricity.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(electricity.pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      expect(pages(electricity.pdf)).toBe(pages(inline.pdf));
      expect(pages(electricity.pdf)).toBe(3);
      expect(electricity.title).toBe(inline.title);
      // Both charts (the MCP/SMP chart and the generation mix) came back from the worker as whole SVG pictures.
      expect(electricity.html.match(/<svg\b[\s\S]*?<\/svg>/g)).toHaveLength(2);
      expect(gas.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(gas.title).toMatch(/^Weekly natural gas market bulletin/);
      expect(pool.load()).toMatchObject({ running: 0, waiting: 0 });
    } finally {
      createPdf.mockRestore();
      await pool.close();
    }
  });

  it('says "no data" for a period the store has nothing for, never zero', async () => {
    for (const market of BULLETIN_MARKETS) {
      const document = await build({ market, period: 'daily', periodKey: '2023-03-01', language: 'en' });
      expect(document.blocks.length).toBeGreaterThan(0);
      for (const block of document.blocks) expect(block.body).toEqual({ kind: 'noData', message: 'No data has been published for this period.' });
      expect(toBulletinHtml(document, true)).not.toMatch(/>0[.,]00|>0 /);
    }
  });
});
