// The repository's own entry files against the repository's descriptors: one file per key, every concept a
// column names exists, concept anchors are distinct, and the shared and natural-gas files cover their keys.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { buildDictionary, type DictionarySource } from './buildDictionary';
import { checkEntryFiles } from './checkDictionary';
import { conceptAnchor } from './dictionaryAnchor';
import { readEntryFiles } from './readEntryFiles';

const sources: DictionarySource[] = (readdirSync('reports', { recursive: true }) as string[])
  .filter((f) => f.endsWith('.json') && f !== 'menu-groups.json')
  .map((f) => ({ path: join('reports', f), descriptor: JSON.parse(readFileSync(join('reports', f), 'utf8')) as ReportDescriptor }));
const { entries, problems } = readEntryFiles((path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined));

describe('the dictionary entry files', () => {
  it('parse', () => {
    expect(problems).toEqual([]);
  });

  it('hold each key in exactly one file', () => {
    const files = new Map<string, string[]>();
    for (const [file, keys] of Object.entries(entries.columnFiles)) for (const key of Object.keys(keys)) files.set(key, [...(files.get(key) ?? []), file]);
    expect([...files].filter(([, inFiles]) => inFiles.length > 1)).toEqual([]);
  });

  it('name only concepts that exist, and each concept has its own anchor', () => {
    const named = Object.values(entries.columnFiles).flatMap((file) => Object.values(file).flatMap((entry) => entry.concepts ?? []));
    expect(named.filter((id) => !entries.concepts[id])).toEqual([]);
    const anchors = Object.keys(entries.concepts).map(conceptAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors).toEqual(expect.arrayContaining(['concept-PTF', 'concept-GIF', 'concept-GEIH', 'concept-HIIH', 'concept-KGUP', 'concept-IDAF', 'concept-YEK-G']));
  });

  it('have no problems a reader would meet: both languages, known reports, no stale keys', () => {
    expect(checkEntryFiles(entries, sources)).toEqual([]);
  });

  it('define every key the shared and natural-gas files own', () => {
    const missing = buildDictionary(entries, sources).missing.filter((m) => m.file !== 'electricity.json');
    expect(missing).toEqual([]);
  });

  it('carry the gas glossary of the spec', () => {
    for (const id of ['AOF', 'GEF', 'GİF', 'GÖF', 'Hİ', 'HS', 'HT', 'HRF', 'DGAF', 'DGSF', 'İDAF', 'İDSF', 'GEİH', 'GİİH', 'GÖİH', 'HİİH', 'HSİH', 'HTİH']) {
      expect(entries.concepts[id], id).toMatchObject({ termTr: expect.any(String), termEn: expect.any(String) });
    }
  });
});
