// Reads every descriptor file under reports/ (any depth, *.json but the menu groups file), in a stable order.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DescriptorSource } from '../../engine/descriptors/validateDescriptorSet';
import { MENU_GROUPS_FILE } from '../menu/menuGroupsFile';

export function readDescriptorSources(reportsDir: string): DescriptorSource[] {
  const files = (readdirSync(reportsDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json') && f !== MENU_GROUPS_FILE)
    .sort();
  return files.map((f) => {
    const path = join(reportsDir, f);
    const file = relative(process.cwd(), path) || path;
    try {
      return { file, json: JSON.parse(readFileSync(path, 'utf8')) as unknown };
    } catch (error) {
      // An unparsable file is reported like any other problem, by the shape check on `undefined`.
      return { file, json: { __parseError: (error as Error).message } };
    }
  });
}
