// Loads and fully validates every descriptor: shape, meaning and dataset binding. The server refuses to
// start with a broken descriptor, and `npm run validate` prints the same problems.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { DescriptorProblem } from '../../engine/descriptors/descriptorProblem';
import { validateDescriptorSet } from '../../engine/descriptors/validateDescriptorSet';
import { runBindingChecks } from './bindingChecks';
import { readDescriptorSources } from './readDescriptorSources';

export interface ReportSet { reports: ReportDescriptor[]; problems: DescriptorProblem[] }

export function loadReports(reportsDir: string): ReportSet {
  const { descriptors, problems } = validateDescriptorSet(readDescriptorSources(reportsDir));
  const bindingProblems = descriptors.flatMap(({ file, descriptor }) => runBindingChecks(file, descriptor));
  const broken = new Set(bindingProblems.map((p) => p.file));
  const reports = descriptors.filter((d) => !broken.has(d.file)).map((d) => d.descriptor)
    // Pages in menu order; API-only descriptors (dashboards, no menu place) after them, by id.
    .sort((a, b) => Number(!a.menu) - Number(!b.menu) || (a.menu?.parent ?? '').localeCompare(b.menu?.parent ?? '') || (a.menu?.order ?? 0) - (b.menu?.order ?? 0) || a.id.localeCompare(b.id));
  return { reports, problems: [...problems, ...bindingProblems] };
}
