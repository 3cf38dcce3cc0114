// Validates a whole set of descriptors: shape and meaning per file, then what must be unique across files.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { DescriptorProblem } from './descriptorProblem';
import { runSemanticChecks } from './semanticChecks';
import { validateDescriptorShape } from './validateDescriptorShape';
import { FIXED_MENU_IDS } from '../menu/fixedMenuIds';

export interface DescriptorSource { file: string; json: unknown }
export interface LoadedDescriptor { file: string; descriptor: ReportDescriptor }
export interface DescriptorSetResult {
  /** The descriptors without a problem: what the server serves. */
  descriptors: LoadedDescriptor[];
  /** Every descriptor that passed the schema, problems of meaning or not: the checks across files and the menu run over these. */
  shapeValid: LoadedDescriptor[];
  problems: DescriptorProblem[];
}

export function validateDescriptorSet(sources: readonly DescriptorSource[]): DescriptorSetResult {
  const problems: DescriptorProblem[] = [];
  const descriptors: LoadedDescriptor[] = [];
  const shapeValid: LoadedDescriptor[] = [];
  for (const { file, json } of sources) {
    const shape = validateDescriptorShape(file, json);
    if (!shape.ok) { problems.push(...shape.problems); continue; }
    shapeValid.push({ file, descriptor: shape.descriptor });
    const meaning = runSemanticChecks(file, shape.descriptor);
    problems.push(...meaning);
    if (meaning.length === 0) descriptors.push({ file, descriptor: shape.descriptor });
  }
  // Across files, every descriptor that has the shape counts: a duplicate id is reported even when one of the
  // two files has another problem too, and fixing that one does not reveal a new problem.
  const acrossFiles = [...uniqueAcrossFiles(shapeValid), ...fixedPageIdsTaken(shapeValid)];
  problems.push(...acrossFiles);
  const duplicated = new Set(acrossFiles.map((p) => p.file));
  return { descriptors: descriptors.filter((d) => !duplicated.has(d.file)), shapeValid, problems };
}

/** A report page on a menu id the app keeps for a fixed page (about, FAQ, the guides): the router would mix them. */
function fixedPageIdsTaken(loaded: readonly LoadedDescriptor[]): DescriptorProblem[] {
  return loaded.filter(({ descriptor }) => descriptor.pageId !== undefined && FIXED_MENU_IDS.has(descriptor.pageId)).map(({ file, descriptor }) => ({
    file, pointer: '/pageId', check: 'fixedPageIds', message: `pageId ${descriptor.pageId} is a fixed page's menu id (src/engine/menu/fixedMenuIds.ts)`,
    fix: 'choose a pageId no fixed page and no other descriptor uses',
  }));
}

function uniqueAcrossFiles(loaded: readonly LoadedDescriptor[]): DescriptorProblem[] {
  // A key of undefined: the descriptor has no such thing (an API-only descriptor has no page id and no menu route).
  const rules: Array<{ check: string; pointer: string; key: (d: ReportDescriptor) => string | undefined; what: string }> = [
    { check: 'uniqueIds', pointer: '/id', key: (d) => d.id, what: 'id' },
    { check: 'uniquePageIds', pointer: '/pageId', key: (d) => (d.pageId === undefined ? undefined : String(d.pageId)), what: 'pageId' },
    { check: 'uniqueRoutes', pointer: '/menu', key: (d) => (d.menu ? `${d.menu.parent}/${d.id}` : undefined), what: 'menu route' },
    { check: 'uniqueApiPaths', pointer: '/api/path', key: (d) => `${d.api.service}${d.api.path}`, what: 'api path' },
  ];
  const problems: DescriptorProblem[] = [];
  for (const rule of rules) {
    const firstFile = new Map<string, string>();
    for (const { file, descriptor } of loaded) {
      const key = rule.key(descriptor);
      if (key === undefined) continue;
      const other = firstFile.get(key);
      if (other) problems.push({ file, pointer: rule.pointer, check: rule.check, message: `${rule.what} "${key}" is already used by ${other}`, fix: `choose a ${rule.what} no other descriptor uses` });
      else firstFile.set(key, file);
    }
  }
  return problems;
}
