// `npm run validate` refuses a report page on the menu id of an administration screen, those the spec
// numbers (8, 9, 10, 256, 260, 261, 262): the router would open the screen, or the report in its place.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDescriptorSet } from '../../src/engine/descriptors/validateDescriptorSet';
import { ADMIN_PAGE } from '../../src/engine/menu/fixedMenuIds';

describe('administration screen ids', () => {
  it('are refused as report page ids', () => {
    const mcp = JSON.parse(readFileSync('reports/electricity/day-ahead/dam-mcp.json', 'utf8')) as Record<string, unknown>;
    const ids = [ADMIN_PAGE.dataRangeLimits, ADMIN_PAGE.reportDescriptions, ADMIN_PAGE.dataUpdateTimes, ADMIN_PAGE.menuOperations,
      ADMIN_PAGE.participantList, ADMIN_PAGE.licensedPlantInvestments, ADMIN_PAGE.statisticsReports];
    expect(ids).toEqual([8, 9, 10, 256, 260, 261, 262]);
    for (const pageId of ids) {
      const { problems } = validateDescriptorSet([{ file: 'a.json', json: { ...structuredClone(mcp), pageId } }]);
      expect(problems.map((p) => p.check), String(pageId)).toEqual(['fixedPageIds']);
    }
  });
});
