// Reads and checks reports/menu-groups.json against the descriptors in the same folder. The server refuses to
// start on a problem, and `npm run validate` prints the same list.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkMenuGroups, type MenuGroupsResult } from '../../engine/descriptors/checkMenuGroups';
import { validateDescriptorSet } from '../../engine/descriptors/validateDescriptorSet';
import { readDescriptorSources } from '../reports/readDescriptorSources';
import { MENU_GROUPS_FILE } from './menuGroupsFile';

export function loadMenuGroups(reportsDir: string): MenuGroupsResult {
  const path = join(reportsDir, MENU_GROUPS_FILE);
  const file = relative(process.cwd(), path) || path;
  if (!existsSync(path)) {
    return { groups: [], problems: [{ file, pointer: '', check: 'schema', message: 'the menu groups file is missing', fix: `create ${file} (see reports/README.md)` }] };
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { groups: [], problems: [{ file, pointer: '', check: 'schema', message: `not valid JSON: ${(error as Error).message}`, fix: 'correct the JSON syntax' }] };
  }
  const { descriptors } = validateDescriptorSet(readDescriptorSources(reportsDir));
  return checkMenuGroups({ file, json }, descriptors);
}
