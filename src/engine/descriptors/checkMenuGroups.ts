// Validates reports/menu-groups.json against the descriptors: shape (JSON Schema), then the named checks that
// keep the menu a tree with unique ids and unique routes. Each problem names file, JSON pointer and fix.
import { Ajv } from 'ajv';
import { menuGroupsSchema, type MenuGroup, type MenuGroupsFile } from '../../../schemas/menuGroups.schema';
import { isReportPage, type ReportPageDescriptor } from '../../../schemas/report.schema';
import { menuSegment } from '../menu/menuPath';
import type { DescriptorProblem } from './descriptorProblem';
import type { DescriptorSource, LoadedDescriptor } from './validateDescriptorSet';

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true });
const validate = ajv.compile<MenuGroupsFile>(menuGroupsSchema);

export interface MenuGroupsResult { groups: MenuGroup[]; problems: DescriptorProblem[] }

interface LoadedPage { file: string; descriptor: ReportPageDescriptor }

export function checkMenuGroups(source: DescriptorSource, loaded: readonly LoadedDescriptor[]): MenuGroupsResult {
  // API-only descriptors (dashboards) have no menu place: only pages take part in the menu's checks.
  const pages = loaded.filter((l): l is LoadedPage => isReportPage(l.descriptor));
  const copy = structuredClone(source.json);
  if (!validate(copy)) {
    const problems = (validate.errors ?? []).map((e) => ({
      file: source.file, pointer: e.instancePath, check: 'schema',
      message: e.message ?? 'does not match the schema',
      fix: 'see schemas/menuGroups.schema.ts (your editor checks the file through its "$schema")',
    }));
    return { groups: [], problems };
  }
  const groups = copy.groups;
  const problems = [
    ...uniqueGroupKeys(source.file, groups),
    ...groupParentsExist(source.file, groups),
    ...menuParentsExist(groups, pages),
    ...uniqueMenuIds(source.file, groups, pages),
    ...uniqueSiblingSegments(source.file, groups, pages),
  ];
  return { groups, problems };
}

const parentKey = (key: string): string | null => (key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : null);

function uniqueGroupKeys(file: string, groups: readonly MenuGroup[]): DescriptorProblem[] {
  const seen = new Set<string>();
  return groups.flatMap((g, i) => {
    if (!seen.has(g.key)) { seen.add(g.key); return []; }
    return [{ file, pointer: `/groups/${i}/key`, check: 'uniqueGroupKeys', message: `group key "${g.key}" is used twice`, fix: 'merge the two groups or give one another key' }];
  });
}

function groupParentsExist(file: string, groups: readonly MenuGroup[]): DescriptorProblem[] {
  const keys = new Set(groups.map((g) => g.key));
  return groups.flatMap((g, i) => {
    const parent = parentKey(g.key);
    if (parent === null || keys.has(parent)) return [];
    return [{ file, pointer: `/groups/${i}/key`, check: 'groupParentsExist', message: `group "${g.key}" sits under "${parent}", which is not a group`, fix: `add a group with "key": "${parent}" or move this one under an existing group` }];
  });
}

function menuParentsExist(groups: readonly MenuGroup[], pages: readonly LoadedPage[]): DescriptorProblem[] {
  const keys = new Set(groups.map((g) => g.key));
  return pages.flatMap(({ file, descriptor }) => {
    if (keys.has(descriptor.menu.parent)) return [];
    return [{ file, pointer: '/menu/parent', check: 'menuParentExists', message: `menu group "${descriptor.menu.parent}" does not exist`, fix: 'use the key of a group in reports/menu-groups.json, or add the group there' }];
  });
}

function uniqueMenuIds(file: string, groups: readonly MenuGroup[], pages: readonly LoadedPage[]): DescriptorProblem[] {
  const owner = new Map<number, string>(pages.map(({ file: f, descriptor }) => [descriptor.pageId, `the pageId of ${f}`]));
  return groups.flatMap((g, i) => {
    const other = owner.get(g.id);
    if (!other) { owner.set(g.id, `group "${g.key}"`); return []; }
    return [{ file, pointer: `/groups/${i}/id`, check: 'uniqueMenuIds', message: `menu id ${g.id} is already ${other}`, fix: 'choose an id no group and no descriptor pageId uses' }];
  });
}

/** Two siblings whose labels give the same path segment would share a route, in either language. */
function uniqueSiblingSegments(file: string, groups: readonly MenuGroup[], pages: readonly LoadedPage[]): DescriptorProblem[] {
  const entries = [
    ...groups.map((g, i) => ({ parent: parentKey(g.key), tr: g.labelTr, en: g.labelEn, file, pointer: `/groups/${i}`, name: `group "${g.key}"` })),
    ...pages.map(({ file: f, descriptor: d }) => ({ parent: d.menu.parent, tr: d.title.tr, en: d.title.en, file: f, pointer: '/title', name: f })),
  ];
  const problems: DescriptorProblem[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    for (const [language, label, field] of [['en', entry.en, 'labelEn'], ['tr', entry.tr, 'labelTr']] as const) {
      const pointer = entry.pointer === '/title' ? `/title/${language}` : `${entry.pointer}/${field}`;
      const segment = menuSegment(label);
      if (segment === '') {
        problems.push({ file: entry.file, pointer, check: 'uniqueMenuSegments', message: `"${label}" gives no route segment`, fix: 'use a label with at least one letter or digit' });
        continue;
      }
      const slot = `${entry.parent ?? ''}\u0000${language}\u0000${segment}`;
      const other = seen.get(slot);
      if (!other) { seen.set(slot, entry.name); continue; }
      problems.push({ file: entry.file, pointer, check: 'uniqueMenuSegments', message: `"${label}" gives the route segment "${segment}", as ${other} under the same parent does`, fix: 'reword the label so its route differs from its siblings\'' });
    }
  }
  return problems;
}
