// A problem found in an import file, reported as `file:line: reason` (line 0: the file as a whole).
export interface ImportProblem { file: string; line: number; reason: string }

export function formatImportProblem(p: ImportProblem): string {
  return p.line > 0 ? `${p.file}:${p.line}: ${p.reason}` : `${p.file}: ${p.reason}`;
}
