// Reading an uploaded list's rows: headers recognised in either language whatever the case and Turkish letters,
// each cell read by its column's type, and every fault named by row and column.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadReports } from '../../reports/loadReports';
import { parseCsv } from '../../importers/parseCsv';
import { resolveList } from './uploadColumns';
import { findUploadList } from './uploadLists';
import { parseUploadRows } from './parseUploadRows';

const { reports } = loadReports(resolve('reports'));
const participants = resolveList(findUploadList('participant-list')!, reports);
const yekdem = resolveList(findUploadList('yekdem-participant-list')!, reports);

describe('parseUploadRows', () => {
  it('takes headers in either language, folded, and yes/no and value labels in words', () => {
    const table = parseCsv('KURULUŞ ADI;short name;eic kodu;Gün öncesi piyasası;Intraday market;vepEntry;YEK-G sistemi;Hukuki statü;Doğal gaz piyasası\r\nA A.Ş.;A;40X1;Evet;hayır;1;0;Kamu;No\r\n');
    const parsed = parseUploadRows(table, participants, false);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]!.values).toMatchObject({ orgName: 'A A.Ş.', damEntry: true, intraDayEntry: false, vepEntry: true, yekgEntry: false, legalStatus: 'PUBLIC', naturalGasMarketEntry: false });
  });

  it('reads a date only as DD.MM.YYYY in a CSV, and an XLSX date cell as the sheet gives it', () => {
    const csv = parseCsv('Company,Plant,Plant type,Installed power (MW),Entry date,Feed-in tariff (USD/MWh)\r\nA,B,Wind,"1,5",2020-01-01,73\r\n');
    expect(parseUploadRows(csv, yekdem, false).errors.map((e) => e.messageEn)).toEqual(["Row 2, 'Entry date': expected a date as DD.MM.YYYY (for example 31.12.2024), found '2020-01-01'."]);
    const sheet = parseUploadRows(csv, yekdem, true);
    expect(sheet.errors).toEqual([]);
    expect(sheet.rows[0]!.values).toMatchObject({ entryDate: '2020-01-01', installedPower: 1.5 });
  });

  it('names a closed value list, a row longer than its header and a column given twice', () => {
    const bad = parseCsv('Organisation name,Short name,EIC code,Day-ahead market,Intraday market,Power futures market,YEK-G certificates,Legal status,Natural gas market\r\nA,A,40X1,Yes,No,No,No,Cooperative,No,extra\r\n');
    expect(parseUploadRows(bad, participants, false).errors.map((e) => e.messageEn)).toEqual([
      'Row 2: the row has more cells than the header has columns.',
      "Row 2, 'Legal status': expected one of: Private, Public; found 'Cooperative'.",
    ]);
    const twice = parseCsv('Plant,Santral,Company\r\n');
    expect(parseUploadRows(twice, yekdem, false).errors[0]!.messageTr).toBe("Satır 1, 'Santral': bu sütun iki kez var (1. ve 2. sütunlar).");
  });
});
