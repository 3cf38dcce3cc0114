// An export is the report request plus exportType, POSTed to the descriptor's export path; the answer is
// a file, saved under the name the server gives.
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { FilterValues } from '../../../engine/request/filterValues';
import { toRequest } from '../../../engine/request/toRequest';
import { apiResponse } from '../../api/apiFetch';
import { contentDispositionFilename } from './contentDispositionFilename';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

export async function downloadExport(descriptor: ReportDescriptor, values: FilterValues, format: ExportFormat): Promise<void> {
  const exportPath = descriptor.api.exportPath;
  if (!exportPath) throw new Error(`Report ${descriptor.id} has no export path.`);
  const response = await apiResponse(`/${descriptor.api.service}${exportPath}`, {
    method: 'POST',
    body: { ...toRequest(descriptor, values), exportType: format.toUpperCase() },
    accept: '*/*',
  });
  const blob = await response.blob();
  const name = contentDispositionFilename(response.headers.get('Content-Disposition')) ?? `${descriptor.id}.${format}`;
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
