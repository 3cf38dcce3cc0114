// What a whole-page zip holds, opened again as a reader's unzip tool would: the table files under the export
// route's names, the chart, the summary and the metadata, named by report and range; a dashboard's panels in
// numbered folders; the summary as numbers a spreadsheet reads.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../engine/testing/reportFixtures';
import { buildZip } from './buildZip';
import { bundleBase, dashboardZipName, panelFolder, reportBundleFiles, reportZipName } from './bundleListing';
import { summaryCsv } from './summaryCsv';

const base = bundleBase('dam-mcp', { start: '2024-07-01', end: '2024-07-31' });

async function listing(zip: Blob): Promise<string[]> {
  const opened = await JSZip.loadAsync(await zip.arrayBuffer());
  return Object.values(opened.files).filter((file) => !file.dir).map((file) => file.name);
}

describe('whole-page zip listing', () => {
  it('names the files by report id and range, table first and the metadata last, listing the others in it', async () => {
    const files = reportBundleFiles({
      base,
      tables: [
        { name: `${base}.csv`, data: 'Tarih;PTF\r\n' },
        { name: `${base}.xlsx`, data: new Blob([new Uint8Array([80, 75, 3, 4])]) },
      ],
      chart: { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', png: new Blob([new Uint8Array([137, 80, 78, 71])]) },
      summary: 'Sütun;Birim;Ortalama\r\n',
      metadata: (names) => JSON.stringify({ files: names }),
    });
    expect(base).toBe('dam-mcp_2024-07-01_2024-07-31_UTC+3');
    expect(reportZipName(base)).toBe('dam-mcp_2024-07-01_2024-07-31_UTC+3_page.zip');
    const zip = await buildZip(files, new Date('2024-08-01T11:00:00Z'));
    expect(await listing(zip)).toEqual([
      `${base}.csv`,
      `${base}.xlsx`,
      `${base}_chart.svg`,
      `${base}_chart.png`,
      `${base}_summary.csv`,
      `${base}_metadata.json`,
    ]);
    const opened = await JSZip.loadAsync(await zip.arrayBuffer());
    const metadata = JSON.parse(await opened.file(`${base}_metadata.json`)!.async('string')) as { files: string[] };
    expect(metadata.files).toEqual([`${base}.csv`, `${base}.xlsx`, `${base}_chart.svg`, `${base}_chart.png`, `${base}_summary.csv`]);
    expect(await opened.file(`${base}_summary.csv`)!.async('string')).toBe('Sütun;Birim;Ortalama\r\n');
    // Taken at 11:00 UTC: the listing of an unzip tool shows 14:00, Istanbul time.
    expect(opened.file(`${base}.csv`)!.date.toISOString().slice(11, 16)).toBe('14:00');
  });

  it('leaves out what the page does not show, and puts a dashboard panel\'s files in its numbered folder', () => {
    const files = reportBundleFiles({ base, tables: [], metadata: () => '{}' }, panelFolder(3, 'dam-mcp'));
    expect(files.map((f) => f.path)).toEqual([`03_dam-mcp/${base}_metadata.json`]);
    expect(panelFolder(12, 'gas-daily-reference-price')).toBe('12_gas-daily-reference-price/');
    expect(dashboardZipName(new Date('2024-08-01T21:30:00Z'))).toBe('dashboard_2024-08-02_0030_UTC+3.zip');
  });
});

describe('summaryCsv', () => {
  it('writes the page\'s summary block with plain numbers, the reader\'s separator and the unit in a column', () => {
    const response = { items: [], statistic: { priceAvg: 2150.456, priceMin: 1000, priceMax: 3400.5, priceUsdAvg: 66.1, priceUsdMin: 30, priceUsdMax: 100, priceEurAvg: 60, priceEurMin: 28, priceEurMax: 90 } };
    const tr = summaryCsv(fixtures.mcp, response, [], 'tr')!;
    const lines = tr.replace(/^\uFEFF/, '').split('\r\n');
    // The same aggregates as the page's summary table, a weighted average left empty where the answer has none.
    expect(lines[0]).toBe('Sütun;Birim;Ortalama;Ağırlıklı ortalama;En düşük;En yüksek');
    expect(lines[1]).toMatch(/^PTF;TL\/MWh;2150,46;;1000,00;3400,50$/);
    const en = summaryCsv(fixtures.mcp, response, [], 'en')!;
    expect(en.split('\r\n')[0]).toBe('\uFEFFColumn,Unit,Average,Weighted average,Minimum,Maximum');
  });

  it('gives nothing when the page shows no summary', () => {
    expect(summaryCsv(fixtures.mcp, { items: [] }, [], 'en')).toBeUndefined();
  });
});
