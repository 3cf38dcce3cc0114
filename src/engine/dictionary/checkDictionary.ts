// The dictionary's part of `npm run validate`: every descriptor column has an entry (the problem names the
// missing keys and the file each belongs in), a key lives in one file only, every entry has both definitions,
// names only concepts that exist and only reports that show the key, and no entry outlives its column.
import type { DescriptorProblem } from '../descriptors/descriptorProblem';
import { buildDictionary, gatherColumnUses, type DictionarySource } from './buildDictionary';
import { conceptAnchor } from './dictionaryAnchor';
import { CONCEPT_FILE, ENTRIES_FOLDER, type DictionaryEntryFiles } from './dictionaryEntry';

const CONCEPT_ID = /^[A-Za-z0-9ÇĞİÖŞÜçğıöşü-]{1,40}$/;
const CONCEPT_MARKETS = new Set(['electricity', 'natural-gas', 'both']);
const CONCEPT_TEXTS = ['abbreviationTr', 'abbreviationEn', 'termTr', 'termEn', 'tr', 'en'] as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function problem(file: string, pointer: string, message: string, fix: string): DescriptorProblem {
  return { file: `${ENTRIES_FOLDER}/${file}`, pointer, check: 'dictionary', message, fix };
}

/** Problems of the entry files themselves: shapes, duplicates, references. */
export function checkEntryFiles(entries: DictionaryEntryFiles, sources: readonly DictionarySource[]): DescriptorProblem[] {
  const problems: DescriptorProblem[] = [];
  const uses = gatherColumnUses(sources);
  const firstFile = new Map<string, string>();
  const anchors = new Map<string, string>();
  for (const [id, concept] of Object.entries(entries.concepts)) {
    if (!CONCEPT_ID.test(id)) problems.push(problem(CONCEPT_FILE, `/${id}`, `concept id "${id}" has characters other than letters, digits and hyphens`, 'use the Turkish abbreviation as written (KGÜP, YEK-G)'));
    const anchor = conceptAnchor(id);
    const sameAnchor = anchors.get(anchor);
    if (sameAnchor) problems.push(problem(CONCEPT_FILE, `/${id}`, `concepts "${sameAnchor}" and "${id}" share the page anchor #${anchor}`, 'give one of them another id'));
    anchors.set(anchor, id);
    if (!CONCEPT_MARKETS.has(concept.market)) problems.push(problem(CONCEPT_FILE, `/${id}/market`, `concept "${id}" has market "${String(concept.market)}"`, 'use electricity, natural-gas or both'));
    for (const field of CONCEPT_TEXTS) {
      if (!isText(concept[field])) problems.push(problem(CONCEPT_FILE, `/${id}/${field}`, `concept "${id}" has no ${field}`, `write ${field} (README.md)`));
    }
  }
  for (const file of Object.keys(entries.columnFiles).sort()) {
    for (const [key, entry] of Object.entries(entries.columnFiles[file]!)) {
      const first = firstFile.get(key);
      if (first) problems.push(problem(file, `/${key}`, `key "${key}" is also in ${first}`, 'keep the key in one file only'));
      else firstFile.set(key, file);
      for (const lang of ['tr', 'en'] as const) {
        if (!isText(entry[lang])) problems.push(problem(file, `/${key}/${lang}`, `entry "${key}" has no ${lang === 'tr' ? 'Turkish' : 'English'} definition`, `write "${lang}" (README.md)`));
      }
      for (const id of entry.concepts ?? []) {
        if (!entries.concepts[id]) problems.push(problem(file, `/${key}/concepts`, `entry "${key}" names concept "${id}", which ${CONCEPT_FILE} does not define`, `add "${id}" to ${CONCEPT_FILE} or correct the id (the Turkish abbreviation: KGÜP, GİF)`));
      }
      const used = uses.get(key);
      if (!used) {
        problems.push(problem(file, `/${key}`, `entry "${key}" names a column no descriptor shows`, 'remove the entry, or correct its key'));
        continue;
      }
      for (const [reportId, definition] of Object.entries(entry.byReport ?? {})) {
        if (!used.uses.some((u) => u.reportId === reportId)) problems.push(problem(file, `/${key}/byReport/${reportId}`, `entry "${key}" has a definition for report "${reportId}", which does not show the key`, 'remove it or correct the report id'));
        if (!isText(definition.tr) || !isText(definition.en)) problems.push(problem(file, `/${key}/byReport/${reportId}`, `the "${reportId}" definition of "${key}" lacks tr or en`, 'write both'));
      }
    }
  }
  return problems;
}

/** One problem per entry file that lacks keys, listing every missing key with the reports that show it. */
export function checkMissingEntries(entries: DictionaryEntryFiles, sources: readonly DictionarySource[]): DescriptorProblem[] {
  const { missing } = buildDictionary(entries, sources);
  const byFile = new Map<string, typeof missing>();
  for (const m of missing) byFile.set(m.file, [...(byFile.get(m.file) ?? []), m]);
  return [...byFile].map(([file, keys]) => {
    const listed = keys.map((m) => `\n      ${m.key} (${m.reports.slice(0, 3).join(', ')}${m.reports.length > 3 ? `, +${m.reports.length - 3}` : ''})`).join('');
    return problem(file, '', `${keys.length} descriptor column key(s) have no dictionary entry:${listed}`, `add an entry for each key to ${ENTRIES_FOLDER}/${file} (format: src/engine/dictionary/README.md)`);
  });
}

export function checkDictionary(entries: DictionaryEntryFiles, sources: readonly DictionarySource[]): DescriptorProblem[] {
  return [...checkMissingEntries(entries, sources), ...checkEntryFiles(entries, sources)];
}
