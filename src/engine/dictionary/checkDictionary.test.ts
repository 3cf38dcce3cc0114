// The validate check's messages: missing keys named with their reports and their file; broken references named.
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { formatProblem } from '../descriptors/descriptorProblem';
import { checkDictionary } from './checkDictionary';

const descriptor = (id: string, keys: string[]) =>
  ({ id, title: { tr: id, en: id }, columns: keys.map((key) => ({ key, type: 'number', label: { tr: key, en: key } })), data: { kind: 'dataset', dataset: 'dam.mcp' } }) as unknown as ReportDescriptor;

const sources = [
  { path: 'reports/electricity/a.json', descriptor: descriptor('elec-a', ['date', 'mcp']) },
  { path: 'reports/natural-gas/b.json', descriptor: descriptor('gas-b', ['date', 'grf']) },
];

describe('checkDictionary', () => {
  it('passes when every column has an entry and every reference resolves', () => {
    const entries = {
      columnFiles: { 'shared.json': { date: { tr: 'a', en: 'b' } }, 'electricity.json': { mcp: { tr: 'a', en: 'b', concepts: ['PTF'] } }, 'natural-gas.json': { grf: { tr: 'a', en: 'b' } } },
      concepts: { PTF: { market: 'electricity' as const, abbreviationTr: 'PTF', abbreviationEn: 'MCP', termTr: 'a', termEn: 'b', tr: 'c', en: 'd' } },
    };
    expect(checkDictionary(entries, sources)).toEqual([]);
  });

  it('names every missing key with its reports and the file it belongs in', () => {
    const text = checkDictionary({ columnFiles: {}, concepts: {} }, sources).map(formatProblem).join('\n');
    expect(text).toContain('src/engine/dictionary/entries/electricity.json#/: 1 descriptor column key(s) have no dictionary entry:\n      mcp (elec-a)');
    expect(text).toContain('natural-gas.json#/: 1 descriptor column key(s) have no dictionary entry:\n      grf (gas-b)');
    expect(text).toContain('shared.json#/: 1 descriptor column key(s) have no dictionary entry:\n      date (elec-a, gas-b)');
    expect(text).toContain('fix: add an entry for each key to src/engine/dictionary/entries/shared.json');
  });

  it('refuses a key in two files, an unknown concept, a stale key and a missing language', () => {
    const entries = {
      columnFiles: {
        'shared.json': { date: { tr: 'a', en: 'b' }, gone: { tr: 'a', en: 'b' } },
        'electricity.json': { date: { tr: 'a', en: '' }, mcp: { tr: 'a', en: 'b', concepts: ['KGÜP'] } },
        'natural-gas.json': { grf: { tr: 'a', en: 'b', byReport: { 'elec-a': { tr: 'x', en: 'y' } } } },
      },
      concepts: {},
    };
    const messages = checkDictionary(entries, sources).map((p) => p.message);
    expect(messages).toEqual(expect.arrayContaining([
      'key "date" is also in electricity.json',
      'entry "date" has no English definition',
      'entry "mcp" names concept "KGÜP", which concepts.json does not define',
      'entry "gone" names a column no descriptor shows',
      'entry "grf" has a definition for report "elec-a", which does not show the key',
    ]));
  });
});
