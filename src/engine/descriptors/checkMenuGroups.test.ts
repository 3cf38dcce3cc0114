// The menu groups file against the real descriptors, one thing broken at a time: each problem names the file,
// the JSON pointer, the check and the fix.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkMenuGroups } from './checkMenuGroups';
import { validateDescriptorSet } from './validateDescriptorSet';

const FILE = 'reports/menu-groups.json';
const groupsJson = JSON.parse(readFileSync(FILE, 'utf8')) as { groups: Array<Record<string, unknown>> };
const descriptorFiles = (readdirSync('reports', { recursive: true }) as string[]).filter((f) => f.endsWith('.json') && f !== 'menu-groups.json');
const { descriptors } = validateDescriptorSet(descriptorFiles.map((f) => ({ file: `reports/${f}`, json: JSON.parse(readFileSync(`reports/${f}`, 'utf8')) as unknown })));
const mcpIndex = descriptors.findIndex((d) => d.descriptor.pageId === 61);

function problemsOf(mutate: (json: { groups: Array<Record<string, unknown>> }) => void, pages = descriptors) {
  const json = structuredClone(groupsJson);
  mutate(json);
  return checkMenuGroups({ file: FILE, json }, pages).problems;
}
const indexOf = (key: string) => groupsJson.groups.findIndex((g) => g.key === key);

describe('checkMenuGroups', () => {
  it('accepts the repository groups with the repository descriptors and fills in the flags', () => {
    const result = checkMenuGroups({ file: FILE, json: groupsJson }, descriptors);
    expect(result.problems).toEqual([]);
    expect(result.groups[0]).toMatchObject({ key: 'electricity', nofav: false, externalSelf: false });
  });

  it('rejects a shape error with its pointer', () => {
    const problems = problemsOf((j) => { delete j.groups[2]!.labelEn; });
    expect(problems).toEqual([expect.objectContaining({ file: FILE, pointer: '/groups/2', check: 'schema' })]);
    expect(problems[0]!.message).toContain('labelEn');
  });

  it('rejects a descriptor whose menu.parent names no group, in the descriptor\'s file', () => {
    const dam = indexOf('electricity/electricity-markets/day-ahead-market');
    const problems = problemsOf((j) => { j.groups.splice(dam, 1); });
    expect(problems).toContainEqual(expect.objectContaining({ file: descriptors[mcpIndex]!.file, pointer: '/menu/parent', check: 'menuParentExists' }));
    expect(problems.every((p) => p.check === 'menuParentExists')).toBe(true);
    expect(problems[0]!.fix).toContain('reports/menu-groups.json');
  });

  it('rejects a group under a missing parent group', () => {
    const problems = problemsOf((j) => { j.groups.push({ key: 'oil/markets', id: 9001, labelTr: 'Piyasalar', labelEn: 'Markets', order: 1 }); });
    expect(problems).toEqual([expect.objectContaining({ pointer: `/groups/${groupsJson.groups.length}/key`, check: 'groupParentsExist' })]);
    expect(problems[0]!.fix).toContain('"key": "oil"');
  });

  it('rejects a group id used by another group or by a descriptor pageId', () => {
    const twice = problemsOf((j) => { j.groups[1]!.id = j.groups[0]!.id; });
    expect(twice).toEqual([expect.objectContaining({ pointer: '/groups/1/id', check: 'uniqueMenuIds', message: expect.stringContaining('group "electricity"') })]);
    const page = problemsOf((j) => { j.groups[1]!.id = 61; });
    expect(page).toEqual([expect.objectContaining({ pointer: '/groups/1/id', check: 'uniqueMenuIds', message: expect.stringContaining('pageId of') })]);
  });

  it('rejects a duplicated group key', () => {
    const problems = problemsOf((j) => { j.groups.push({ ...j.groups[0]!, id: 9002 }); });
    expect(problems).toContainEqual(expect.objectContaining({ pointer: `/groups/${groupsJson.groups.length}/key`, check: 'uniqueGroupKeys' }));
  });

  it('rejects siblings whose labels give the same route segment, in either language', () => {
    // "Dams" and "DAMS!" both give /electricity/dams.
    const en = problemsOf((j) => { j.groups.push({ key: 'electricity/reservoirs', id: 9003, labelTr: 'Göletler', labelEn: 'DAMS!', order: 9 }); });
    expect(en).toEqual([expect.objectContaining({ pointer: `/groups/${groupsJson.groups.length}/labelEn`, check: 'uniqueMenuSegments', message: expect.stringContaining('"dams"') })]);
    // A page titled like its sibling group: the page's file and title pointer are named.
    const pages = structuredClone(descriptors);
    const mcp = pages[mcpIndex]!.descriptor;
    mcp.menu!.parent = 'electricity/electricity-markets';
    mcp.title.tr = 'Gün öncesi piyasası GÖP';
    const tr = problemsOf(() => undefined, pages);
    expect(tr).toEqual([expect.objectContaining({ file: pages[mcpIndex]!.file, pointer: '/title/tr', check: 'uniqueMenuSegments' })]);
  });

  it('rejects a label that gives no route segment', () => {
    const problems = problemsOf((j) => { j.groups[0]!.labelEn = '—'; });
    expect(problems).toEqual([expect.objectContaining({ pointer: '/groups/0/labelEn', check: 'uniqueMenuSegments', message: '"—" gives no route segment' })]);
  });
});
