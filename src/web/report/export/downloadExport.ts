// An export is the report request plus exportType and what the table shows (its visible columns in order, and
// its sort), POSTed to the descriptor's export path; the answer is a file, saved
// under the name the server gives.
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { FilterValues } from '../../../engine/request/filterValues';
import { toRequest } from '../../../engine/request/toRequest';
import type { ViewSort } from '../../../engine/url/reportView';
import { apiResponse } from '../../api/apiFetch';
import { contentDispositionFilename } from './contentDispositionFilename';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

export interface ExportView {
  columns: readonly string[];
  sort: ViewSort | undefined;
}

export interface DownloadedFile {
  name: string;
  bytes: number;
}

/** The export request body: the report request, the format, and the table's columns and sort (newest first on a dams page). */
export function toExportBody(descriptor: ReportDescriptor, values: FilterValues, format: ExportFormat, view: ExportView): Record<string, unknown> {
  const sort = view.sort;
  return {
    ...toRequest(descriptor, values),
    exportType: format.toUpperCase(),
    columns: [...view.columns],
    ...(sort ? { sort: { field: sort.field, direction: sort.direction } } : {}),
  };
}

export async function downloadExport(descriptor: ReportDescriptor, values: FilterValues, format: ExportFormat, view: ExportView): Promise<DownloadedFile> {
  const { blob, name } = await fetchExport(descriptor, values, format, view);
  saveBlob(blob, name);
  return { name, bytes: blob.size };
}

/** The export file itself and the name the server gives it (the whole-page zip puts it beside the chart). */
export async function fetchExport(descriptor: ReportDescriptor, values: FilterValues, format: ExportFormat, view: ExportView): Promise<{ blob: Blob; name: string }> {
  const exportPath = descriptor.api.exportPath;
  if (!exportPath) throw new Error(`Report ${descriptor.id} has no export path.`);
  const response = await apiResponse(`/${descriptor.api.service}${exportPath}`, {
    method: 'POST',
    body: toExportBody(descriptor, values, format, view),
    accept: '*/*',
    // The export panel says what went wrong beside the buttons.
    suppressErrorModal: true,
  });
  const blob = await response.blob();
  const name = contentDispositionFilename(response.headers.get('Content-Disposition')) ?? `${descriptor.id}.${format}`;
  return { blob, name };
}

/** Hands a file to the browser's downloads. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
