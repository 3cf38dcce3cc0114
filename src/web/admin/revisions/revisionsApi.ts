// The record of revisions to published rows (GET /app-api/admin/revisions, newest first, at most 1000), and the
// list as shown saved as a CSV file made in the browser (the server has no export of it).
import { BYTE_ORDER_MARK, neutraliseFormula, toCsvField } from '../../../engine/export/csvField';
import type { Locale } from '../../../engine/locale/locale';
import { apiFetch } from '../../api/apiFetch';
import { saveBlob } from '../../report/export/downloadExport';

export type RevisionValue = string | number | boolean | null;

export interface Revision {
  id: number; dataset: string; tsFrom: string; tsTo: string; reason: string;
  oldValues: Record<string, RevisionValue>[]; newValues: Record<string, RevisionValue>[]; revisedAt: string;
}

export const REVISIONS_LIMIT = 1000;

export async function fetchRevisions(signal?: AbortSignal): Promise<Revision[]> {
  return (await apiFetch<{ items: Revision[] }>(`/app-api/admin/revisions?limit=${REVISIONS_LIMIT}`, signal ? { signal } : {})).items;
}

export function matchesRevision(revision: Revision, dataset: string, search: string): boolean {
  if (dataset !== '' && revision.dataset !== dataset) return false;
  const text = `${revision.dataset} ${revision.reason}`.toLocaleLowerCase('tr');
  return search.toLocaleLowerCase('tr').split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

/** The revisions as CSV: ";" in Turkish and "," in English, with the headers given in the reader's language. */
export function revisionsCsv(revisions: readonly Revision[], headers: readonly string[], locale: Locale, by: string): string {
  const separator = locale === 'tr' ? ';' : ',';
  const line = (cells: readonly (string | number)[]) => cells.map((c) => (typeof c === 'number' ? String(c) : toCsvField(neutraliseFormula(c), separator))).join(separator);
  const rows = revisions.map((r) => line([r.id, r.dataset, r.tsFrom, r.tsTo, r.revisedAt, by, r.reason, r.newValues.length]));
  return BYTE_ORDER_MARK + [line(headers), ...rows].join('\r\n') + '\r\n';
}

export function saveRevisionsCsv(csv: string): string {
  const name = 'revisions.csv';
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
  return name;
}
