// Reads the text of a descriptor (or the menu groups file): the parsed JSON, or one problem that says where
// the syntax breaks (file:line:column) and what was expected there.
import type { DescriptorProblem } from './descriptorProblem';
import { locateJsonSyntaxError } from './locateJsonSyntaxError';

export type ParsedJson = { ok: true; json: unknown } | { ok: false; problem: DescriptorProblem };

export function parseDescriptorJson(file: string, text: string): ParsedJson {
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch (error) {
    const at = locateJsonSyntaxError(text);
    const where = at ? `${file}:${at.line}:${at.column}` : file;
    return {
      ok: false,
      problem: {
        file: where, pointer: '', check: 'jsonSyntax',
        message: `not valid JSON: ${at?.message ?? (error as Error).message}`,
        fix: 'correct the JSON at that line and column (your editor marks it too)',
      },
    };
  }
}
