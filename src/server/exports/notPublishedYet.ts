// An export of a range whose first day the dataset has not published yet (a future day) has nothing to write:
// the route says so instead of sending an empty file.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { findDataset } from '../datasets/datasets';
import { publishedBefore } from '../datasets/publishedBefore';

export function notPublishedYet(descriptor: ReportDescriptor, startDay: string, at: Date): boolean {
  const binding = descriptor.data;
  const dataset = findDataset(binding.kind === 'dataset' ? binding.dataset : binding.from);
  if (!dataset || dataset.grain === 'none') return false;
  const [y, m, d] = startDay.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) >= publishedBefore(dataset.publication, at);
}
