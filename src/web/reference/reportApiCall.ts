// The exact web-service call behind a report page's current view: the same method, path and body the page
// sends for its data (bootCalls.reportData), at this server's address.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { bootCalls } from '../../engine/app-api/bootCalls';
import type { FilterValues } from '../../engine/request/filterValues';
import type { ApiCall } from './apiCallSnippets';

export function reportApiCall(descriptor: ReportDescriptor, values: FilterValues, origin: string): ApiCall {
  const call = bootCalls.reportData(descriptor, values);
  return { method: call.method === 'GET' ? 'GET' : 'POST', url: `${origin}${call.path}`, ...(call.body !== undefined ? { body: call.body } : {}) };
}
