// Corrupted copies of real exports (written to a temp dir) are rejected with the right line numbers, and the
// store is left exactly as it was.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../../src/server/importers/importFile';
import { formatImportProblem } from '../../src/server/importers/importProblem';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import { duckdbDialect } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';

const REAL = resolve('../shared/data/real');
const present = existsSync(REAL);
if (!present) console.warn(`tests/import: ${REAL} is absent, the corrupted-file tests are skipped`);

const TABLES = ['dam_mcp', 'bpm_smp', 'consumption_realtime', 'generation_realtime', 'world_state'];

describe.skipIf(!present)('corrupted copies of real exports', () => {
  let store: Store;
  let before: Record<string, number>;
  const dir = mkdtempSync(join(tmpdir(), 'corrupted-'));
  // Line numbers are 1-based file lines; the header is line 1.
  const lines = (file: string, encoding = 'utf-8') => new TextDecoder(encoding).decode(readFileSync(resolve(REAL, file))).split('\n');
  const write = (name: string, content: string[] | Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, Array.isArray(content) ? content.join('\n') : content);
    return path;
  };
  const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, Number((await store.query(`SELECT count(*) AS n FROM ${t}`))[0]!.n)])));

  beforeAll(async () => {
    store = await openDuckdbStore(':memory:', 1);
    await migrate(store);
    // Data already in the store: the 2026 MCP, SMP and generation.
    for (const f of ['welunversvesh_ptf_2026_saatlik_ham.csv', 'welunversvesh_smp_2026.csv', 'welunversvesh_rtg_2026.csv']) {
      expect((await importFile(store, duckdbDialect, resolve(REAL, f))).problems).toEqual([]);
    }
    before = await counts();
  });
  afterAll(async () => {
    expect(await counts()).toEqual(before);
    await store.close();
  });

  const problemsOf = async (path: string) => {
    const outcome = await importFile(store, duckdbDialect, path);
    expect(outcome.written).toEqual([]);
    expect(await counts()).toEqual(before);
    return outcome.problems.map(formatImportProblem);
  };

  it('names the line of an unreadable number', async () => {
    const copy = lines('kad1r_Piyasa_Takas_Fiyati(PTF)-01012025-30112025.csv');
    const cells = copy[99]!.split(';');
    cells[2] = '1.23x,00';
    copy[99] = cells.join(';');
    const path = write('ptf-bad-number.csv', copy);
    expect(await problemsOf(path)).toEqual([`${path}:100: unreadable number "1.23x,00" in column "PTF (TL/MWh)"`]);
  });

  it('names both lines of a duplicated row', async () => {
    const copy = lines('burak1203_Gercek_Zamanli_Uretim-01012025-01042025.csv');
    copy.splice(50, 0, copy[49]!);
    const path = write('rtg-duplicate.csv', copy);
    expect(await problemsOf(path)).toEqual([`${path}:51: duplicate timestamp 2025-01-03 00:00 (also on line 50)`]);
  });

  it('reports a missing column and a short row', async () => {
    const noHour = lines('burak1203_Gercek_Zamanli_Tuketim-01012024-01012025.csv').map((l) => l.split(';').filter((_, i) => i !== 1).join(';'));
    const path = write('consumption-no-hour.csv', noHour);
    expect(await problemsOf(path)).toEqual([`${path}:1: missing column: hour (Saat / Hour)`]);
    const short = lines('aliagdeniz_SMF-01012016-07122018.csv');
    short[1999] = short[1999]!.replace(/,"[^"]*"$/, '');
    const shortPath = write('smf-short.csv', short);
    expect(await problemsOf(shortPath)).toEqual([`${shortPath}:2000: expected 3 fields, found 2`]);
  });

  it('keeps a Windows-1254 file rejected as a whole when one line is bad', async () => {
    const bytes = new Uint8Array(readFileSync(resolve(REAL, 'enesozeren_ptf-smf_2015-01-01_2019-05-31.csv')));
    const text = new TextDecoder('latin1').decode(bytes).split('\n');
    text[5000] = text[5000]!.replace(/^"[^"]*"/, '"31.02.15 10:00"');
    const path = write('ptf-smf-bad-date.csv', new Uint8Array(text.join('\n').split('').map((c) => c.charCodeAt(0))));
    expect(await problemsOf(path)).toEqual([`${path}:5001: unreadable date/time "31.02.15 10:00"`]);
  });

  it('rejects a file overlapping stored rows, naming each overlapping line', async () => {
    const copy = lines('welunversvesh_smp_2026.csv').slice(0, 4);
    const path = write('smp-overlap.csv', copy);
    expect(await problemsOf(path)).toEqual([2, 3, 4].map((l) => `${path}:${l}: bpm.smp already has a row for 2026-01-01T0${l - 2}:00:00+03:00`));
  });
});
