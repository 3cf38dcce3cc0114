import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../../../engine/testing/reportFixtures';
import { hourlyRows } from '../../../engine/testing/reportRows';
import { exportInputFor, inBatches } from '../../../engine/export/exportInputFor';
import { writeXlsx } from './writeXlsx';

async function readBack(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

// Title, seven details (range, time zone, units, source, retrieval time, order, columns), one blank row: the
// header is row 10 (the empty file says one line more).
const HEADER_ROW = 10;

const { mcp, mcpMonthlyAverage, realtimeGeneration } = fixtures;

describe('writeXlsx', () => {
  it('writes title, what the file holds and a bold, frozen, wrapping header with units and time zone', async () => {
    const file = await writeXlsx(exportInputFor(mcp, 'tr'));
    expect(file.extension).toBe('xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readBack(file.body);
    expect(sheet.name).toBe('Piyasa Takas Fiyatı (PTF)');
    expect(sheet.getCell('A1').value).toBe('Piyasa Takas Fiyatı (PTF)');
    expect(sheet.getCell('A2').value).toBe('Tarih aralığı: 01.01.2024 – 02.01.2024');
    expect(sheet.getCell('A3').value).toBe('Saat dilimi: Tüm tarih ve saatler İstanbul saatidir (TSİ, UTC+3).');
    expect(sheet.getCell('A5').value).toBe('Kaynak: Simüle veri: Şeffaflık\'ın piyasa benzetimi; gerçek piyasa verisi değildir.');
    expect(sheet.getCell('A6').value).toBe('Verinin alındığı zaman: 29.07.2024 14:05 (TSİ, UTC+3)');
    expect(sheet.getCell('A7').value).toBe('Sıralama: zamana göre, eskiden yeniye');
    const header = sheet.getRow(HEADER_ROW);
    expect(header.getCell(1).value).toBe('Tarih (UTC+3)');
    expect(header.getCell(3).value).toBe('PTF (TL/MWh)');
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(header.getCell(1).alignment?.wrapText).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROW });
  });

  it('stores numbers as numbers, times as wall-clock dates and the hour as text', async () => {
    const sheet = await readBack((await writeXlsx(exportInputFor(mcp, 'en'))).body);
    const first = sheet.getRow(HEADER_ROW + 1);
    const date = first.getCell(1).value;
    expect(date).toBeInstanceOf(Date);
    // 2024-01-01T00:00:00+03:00 is shown as midnight on the 1st, not 21:00 on the 31st.
    expect((date as Date).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(first.getCell(1).numFmt).toBe('dd.mm.yyyy');
    expect(first.getCell(2).value).toBe('00:00');
    expect(typeof first.getCell(3).value).toBe('number');
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(HEADER_ROW + 2).getCell(1).value).toEqual(new Date('2024-01-01T01:00:00.000Z'));
  });

  it('stores month columns as dates and integers without decimals', async () => {
    const rows = [[{ date: '2024-07-01T00:00:00+03:00', period: 7, averageMcp: 2580.05, periodType: 'Monthly' }]];
    const sheet = await readBack((await writeXlsx(exportInputFor(mcpMonthlyAverage, 'tr', { rows }))).body);
    const first = sheet.getRow(HEADER_ROW + 1);
    expect(first.getCell(1).value).toEqual(new Date('2024-07-01T00:00:00.000Z'));
    expect(first.getCell(1).numFmt).toBe('mm.yyyy');
    expect(first.getCell(2).value).toBe(7);
    expect(first.getCell(2).numFmt).toBe('#,##0');
    // A coded text value reads as its label.
    expect(first.getCell(4).value).toBe('Aylık');
  });

  it('stores a datetime column with its time', async () => {
    const withInstants = withChanges(mcp, (page) => {
      for (const column of page.columns) if (column.key === 'date') column.type = 'datetime';
    });
    const sheet = await readBack((await writeXlsx(exportInputFor(withInstants, 'tr'))).body);
    const second = sheet.getRow(HEADER_ROW + 2);
    expect(second.getCell(1).value).toEqual(new Date('2024-01-01T01:00:00.000Z'));
    expect(second.getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('writes every row of every batch', async () => {
    const rows = hourlyRows(2_500, mcp.columns);
    const sheet = await readBack((await writeXlsx(exportInputFor(mcp, 'tr', { rows: inBatches(rows, 700) }))).body);
    expect(sheet.rowCount).toBe(HEADER_ROW + 2_500);
    expect(sheet.getRow(HEADER_ROW + 2_500).getCell(3).value).toBe(rows[2_499]!['price']);
  });

  it('fits 19 columns and gives every one a width', async () => {
    const sheet = await readBack((await writeXlsx(exportInputFor(realtimeGeneration, 'tr'))).body);
    expect(sheet.getRow(HEADER_ROW).cellCount).toBe(19);
    expect(sheet.getRow(HEADER_ROW).getCell(8).value).toBe('İthal Kömür (MWh)');
    for (let c = 1; c <= 19; c += 1) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(8);
  });

  it('says so when there are no rows', async () => {
    const sheet = await readBack((await writeXlsx(exportInputFor(mcp, 'en', { rows: [] }))).body);
    expect(sheet.getCell('A9').value).toBe('No data matches the selected criteria.');
    expect(sheet.getRow(HEADER_ROW + 1).getCell(1).value).toBe('Date (UTC+3)');
  });

  it('says which order and columns it holds when the reader chose them', async () => {
    const columns = mcp.columns.filter((c) => c.key !== 'priceUsd' && c.key !== 'priceEur');
    const file = await writeXlsx(exportInputFor(mcp, 'en', { columns, sort: { field: 'price', direction: 'DESC' }, reportColumnCount: 5 }));
    const sheet = await readBack(file.body);
    expect(sheet.getCell('A7').value).toBe('Order: MCP (TL/MWh), descending');
    expect(sheet.getCell('A8').value).toBe('Columns: 3 of 5, as shown in the table: Date (UTC+3), Hour (UTC+3), MCP (TL/MWh)');
    expect(sheet.getRow(HEADER_ROW).cellCount).toBe(3);
  });
});
