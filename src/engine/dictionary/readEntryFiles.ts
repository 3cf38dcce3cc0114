// The entry files as read by a caller that has a file system (the validate script, tests): `read` gives a file's
// text, or undefined when the file does not exist (its keys then show up as missing). A file that is not a JSON
// object is a problem of its own. Headless: the caller does the reading.
import type { DescriptorProblem } from '../descriptors/descriptorProblem';
import { COLUMN_ENTRY_FILE, CONCEPT_FILE, ENTRIES_FOLDER, type DictionaryEntryFiles } from './dictionaryEntry';

export type ReadEntryFile = (path: string) => string | undefined;

function readObject(read: ReadEntryFile, file: string, problems: DescriptorProblem[]): Record<string, unknown> {
  const path = `${ENTRIES_FOLDER}/${file}`;
  const text = read(path);
  if (text === undefined) return {};
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
    problems.push({ file: path, pointer: '', check: 'dictionary', message: 'the file is not a JSON object of entries', fix: 'see src/engine/dictionary/README.md' });
  } catch (error) {
    problems.push({ file: path, pointer: '', check: 'dictionary', message: `not valid JSON: ${(error as Error).message}`, fix: 'correct the JSON syntax' });
  }
  return {};
}

/** `read` gets paths relative to the repository root (src/engine/dictionary/entries/<file>). */
export function readEntryFiles(read: ReadEntryFile): { entries: DictionaryEntryFiles; problems: DescriptorProblem[] } {
  const problems: DescriptorProblem[] = [];
  const columnFiles = Object.fromEntries(Object.values(COLUMN_ENTRY_FILE).map((file) => [file, readObject(read, file, problems)]));
  const concepts = readObject(read, CONCEPT_FILE, problems);
  return { entries: { columnFiles, concepts } as DictionaryEntryFiles, problems };
}
