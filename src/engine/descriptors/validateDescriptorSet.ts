// Validates a whole set of descriptors: shape and meaning per file, then what must be unique across files.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { DescriptorProblem } from './descriptorProblem';
import { runSemanticChecks } from './semanticChecks';
import { validateDescriptorShape } from './validateDescriptorShape';

export interface DescriptorSource { file: string; json: unknown }
export interface LoadedDescriptor { file: string; descriptor: ReportDescriptor }
export interface DescriptorSetResult { descriptors: LoadedDescriptor[]; problems: DescriptorProblem[] }

export function validateDescriptorSet(sources: readonly DescriptorSource[]): DescriptorSetResult {
  const problems: DescriptorProblem[] = [];
  const descriptors: LoadedDescriptor[] = [];
  for (const { file, json } of sources) {
    const shape = validateDescriptorShape(file, json);
    if (!shape.ok) { problems.push(...shape.problems); continue; }
    const meaning = runSemanticChecks(file, shape.descriptor);
    problems.push(...meaning);
    if (meaning.length === 0) descriptors.push({ file, descriptor: shape.descriptor });
  }
  problems.push(...uniqueAcrossFiles(descriptors));
  return { descriptors, problems };
}

function uniqueAcrossFiles(loaded: readonly LoadedDescriptor[]): DescriptorProblem[] {
  const rules: Array<{ check: string; pointer: string; key: (d: ReportDescriptor) => string; what: string }> = [
    { check: 'uniqueIds', pointer: '/id', key: (d) => d.id, what: 'id' },
    { check: 'uniquePageIds', pointer: '/pageId', key: (d) => String(d.pageId), what: 'pageId' },
    { check: 'uniqueRoutes', pointer: '/menu', key: (d) => `${d.menu.parent}/${d.id}`, what: 'menu route' },
    { check: 'uniqueApiPaths', pointer: '/api/path', key: (d) => `${d.api.service}${d.api.path}`, what: 'api path' },
  ];
  const problems: DescriptorProblem[] = [];
  for (const rule of rules) {
    const firstFile = new Map<string, string>();
    for (const { file, descriptor } of loaded) {
      const key = rule.key(descriptor);
      const other = firstFile.get(key);
      if (other) problems.push({ file, pointer: rule.pointer, check: rule.check, message: `${rule.what} "${key}" is already used by ${other}`, fix: `choose a ${rule.what} no other descriptor uses` });
      else firstFile.set(key, file);
    }
  }
  return problems;
}
