import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './parseCsv';
import { readImportFile, readImportTable } from './readImportFile';

const wall = (iso: string) => Date.parse(`${iso}Z`);
const read = (text: string) => readImportTable('f.csv', parseCsv(text));

describe('readImportTable', () => {
  it('builds MCP rows from a semicolon export with Turkish numbers', () => {
    const r = read('Tarih;Saat;PTF (TL/MWh);PTF (USD/MWh);PTF (EUR/MWh)\n01.01.2025;00:00;2.494,00;70,81;67,88\n01.01.2025;01:00;1.799,98;51,10;48,99\n');
    expect(r.problems).toEqual([]);
    expect(r.targets[0]!.dataset.id).toBe('dam.mcp');
    expect(r.targets[0]!.rows).toEqual([
      { ts: wall('2025-01-01T00:00'), price: 2494, priceUsd: 70.81, priceEur: 67.88, volume: null },
      { ts: wall('2025-01-01T01:00'), price: 1799.98, priceUsd: 51.1, priceEur: 48.99, volume: null },
    ]);
  });

  it('splits the PTF-SMF export into MCP and SMP rows with the direction and region TR1', () => {
    const r = read('"Tarih","PTF","SMF","Pozitif Dengesizlik Fiyatı (TL/MWh)","Negatif Dengesizlik Fiyatı (TL/MWh)","SMF Yön"\n"01.01.15 00:00","70,23","100,00","68,12","103,00","? Enerji Açığı"\n"01.01.15 01:00","20,02","0,00","0,00","20,62","?Enerji Fazlası"\n');
    expect(r.problems).toEqual([]);
    expect(r.targets.map((t) => t.dataset.id)).toEqual(['dam.mcp', 'bpm.smp']);
    expect(r.targets[1]!.rows[0]).toEqual({ ts: wall('2015-01-01T00:00'), region: 'TR1', systemMarginalPrice: 100, smpDirectionId: 1, systemDirection: 'Enerji Açığı' });
    expect(r.targets[1]!.rows[1]!.smpDirectionId).toBe(2);
  });

  it('fills the generation total from the sources when the file has none', () => {
    const r = read('Tarih;Saat;Rüzgar;Güneş;Uluslararası\n01.01.2025;00:00;100,5;,5;-20\n');
    expect(r.problems).toEqual([]);
    expect(r.targets[0]!.rows[0]).toMatchObject({ total: 81, wind: 100.5, sun: 0.5, importExport: -20, naturalGas: null });
  });

  it('lists every problem with its line and builds no rows', () => {
    const r = read('Tarih;Saat;PTF (TL/MWh)\n01.01.2025;00:00;2.494,00\n01.01.2025;01:00;abc\n32.01.2025;02:00;1,00\n01.01.2025;00:00;5,00\n01.01.2025;03:00;\n01.01.2025;04:00\n');
    expect(r.targets).toEqual([]);
    expect(r.problems.map((p) => `${p.line}: ${p.reason}`)).toEqual([
      '3: unreadable number "abc" in column "PTF (TL/MWh)"',
      '4: unreadable date/time "32.01.2025 02:00"',
      '5: duplicate timestamp 2025-01-01 00:00 (also on line 2)',
      '6: empty value in column "PTF (TL/MWh)"',
      '7: expected 3 fields, found 2',
    ]);
  });

  it('reports unknown and missing columns on the header line', () => {
    expect(read('Tarih;Saat;PTF (TL/MWh);Hacim\n01.01.2025;00:00;1;2\n').problems).toEqual([{ file: 'f.csv', line: 1, reason: 'unknown column "Hacim" (column 4)' }]);
    expect(read('Saat;PTF (TL/MWh)\n00:00;1\n').problems[0]!.reason).toBe('missing column: date (Tarih / Date)');
    expect(read('Tarih;PTF (TL/MWh)\n01.01.2025;1\n').problems[0]!.reason).toBe('missing column: hour (Saat / Hour)');
    expect(read('date,gas_price\n2024-12-31 21:00:00+00:00,12636.62\n').problems[0]!.reason).toBe('maps to no dataset (columns: date, gas_price)');
  });

  it('reads daily FX rows at midnight and rejects a time of day', () => {
    const ok = read('Date,USD_TRY,EUR_TRY,GBP_TRY,date\n2020-01-01,5.94,6.6621,7.8,2020-01-01\n');
    expect(ok.targets[0]!.rows).toEqual([{ ts: wall('2020-01-01T00:00'), usdTry: 5.94, eurTry: 6.6621 }]);
    expect(read('Date,USD_TRY,EUR_TRY\n2020-01-01 13:00,5.94,6.66\n').problems[0]!.line).toBe(2);
  });
});

describe('readImportFile', () => {
  it('reads the first sheet of an XLSX export', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rapor');
    sheet.addRow(['Gerçek Zamanlı Tüketim']);
    sheet.addRow(['Tarih', 'Saat', 'Tüketim Miktarı (MWh)']);
    sheet.addRow(['01.01.2024', '00:00', 28929.45]);
    sheet.addRow([new Date(Date.UTC(2024, 0, 1)), '01:00', 27713.39]);
    sheet.addRow(['01.01.2024', '02:00']);
    workbook.addWorksheet('Other').addRow(['x']);
    const path = join(mkdtempSync(join(tmpdir(), 'importer-')), 'tuketim.xlsx');
    writeFileSync(path, new Uint8Array(await workbook.xlsx.writeBuffer()));
    const r = await readImportFile(path);
    expect(r.problems.map((p) => `${p.line}: ${p.reason}`)).toEqual(['5: empty value in column "Tüketim Miktarı (MWh)"']);
    sheet.spliceRows(5, 1);
    writeFileSync(path, new Uint8Array(await workbook.xlsx.writeBuffer()));
    const fixed = await readImportFile(path);
    expect(fixed.problems).toEqual([]);
    expect(fixed.targets[0]!.rows).toEqual([{ ts: wall('2024-01-01T00:00'), consumption: 28929.45 }, { ts: wall('2024-01-01T01:00'), consumption: 27713.39 }]);
  });

  it('reads a Windows-1254 file', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'importer-')), 'smf.csv');
    const text = '"Tarih","SMF","SMF Yön"\r\n"01.01.15 00:00","100,00","?Enerji Fazlası"\r\n';
    writeFileSync(path, Buffer.from(text, 'latin1').map((b, i) => (text[i] === 'ı' ? 0xfd : b)));
    const r = await readImportFile(path);
    expect(r.problems).toEqual([]);
    expect(r.targets[0]!.rows[0]).toMatchObject({ systemMarginalPrice: 100, smpDirectionId: 2 });
  });
});

describe('readImportFile on files that cannot be read', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-unreadable-'));

  it('names a missing file, a directory and a zip without a workbook in one line each', async () => {
    const zip = join(dir, 'not-a-workbook.xlsx');
    const archive = new ExcelJS.Workbook();
    await archive.xlsx.writeFile(zip); // a workbook without a single worksheet
    const problems = async (path: string) => (await readImportFile(path)).problems.map((p) => p.reason);
    expect(await problems(join(dir, 'missing.csv'))).toEqual(['no such file']);
    expect(await problems(dir)).toEqual(['is a directory, not a file']);
    expect(await problems(zip)).toEqual(['not a readable XLSX file: the archive holds no worksheet']);
    writeFileSync(join(dir, 'broken.xlsx'), 'PK\u0003\u0004 broken');
    expect((await problems(join(dir, 'broken.xlsx')))[0]).toMatch(/^not a readable XLSX file: /);
  });
});
