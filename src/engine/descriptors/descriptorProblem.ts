// One thing wrong with a descriptor: where (file + JSON pointer), what, and how to fix it.
export interface DescriptorProblem {
  file: string;
  /** JSON pointer into the descriptor, e.g. /chart/series/1 */
  pointer: string;
  /** The named check that found it (ajv for shape problems). */
  check: string;
  message: string;
  fix: string;
}

export function formatProblem(p: DescriptorProblem): string {
  return `${p.file}#${p.pointer || '/'}: ${p.message} [${p.check}]\n    fix: ${p.fix}`;
}
