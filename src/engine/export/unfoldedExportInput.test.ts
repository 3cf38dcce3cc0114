import { describe, expect, it } from 'vitest';
import type { ReportColumn, ReportDescriptor } from '../../../schemas/report.schema';
import { detailLine, exportDetails } from './exportDetails';
import { exportInputFor, inBatches } from './exportInputFor';
import { takeRows } from './takeRows';
import { unfoldedExportInput } from './unfoldedExportInput';

const capacities: ReportColumn = {
  key: 'installedCapacities', type: 'list', label: { tr: 'Kaynak türüne göre kurulu güç', en: 'Installed capacity by source' }, hidden: false,
  valueLabels: { sourceType: { tr: 'Kaynak türü', en: 'Source type' }, installedCapacity: { tr: 'Kurulu güç (MW)', en: 'Installed capacity (MW)' }, plantCount: { tr: 'Santral sayısı', en: 'Plants' } },
};
const report = { id: 'yekdem-old-installed-capacity', title: { tr: 'Kurulu güç', en: 'Installed capacity' }, columns: [capacities], table: { sort: { field: 'installedCapacities', direction: 'ASC' } } } as unknown as ReportDescriptor;
const items = [
  { sourceType: 'RÜZGAR', installedCapacity: 3400.5, plantCount: 21 },
  { sourceType: 'GÜNEŞ', installedCapacity: 1200, plantCount: 14 },
];

describe('unfoldedExportInput', () => {
  it('writes a flat list answer a row per item, a column per item field, in the order answered', async () => {
    const input = exportInputFor(report, 'en', { rows: inBatches([{ installedCapacities: JSON.stringify(items) }]), sort: { field: 'installedCapacities', direction: 'ASC' }, report });
    const unfolded = await unfoldedExportInput(input);
    expect(unfolded.columns.map((c) => [c.key, c.type])).toEqual([['sourceType', 'text'], ['installedCapacity', 'number'], ['plantCount', 'integer']]);
    expect((await takeRows(unfolded.rows, 100)).rows).toEqual(items);
    expect(unfolded.report?.columns).toEqual(unfolded.columns);
    expect(unfolded.report?.table).toBeUndefined();
    const details = exportDetails(unfolded).map(detailLine).join('\n');
    expect(details).toContain('in the order answered');
    expect(details).not.toContain('Installed capacity by source');
  });

  it('leaves any other input as it is', async () => {
    const other = exportInputFor({ ...report, columns: [{ key: 'price', type: 'number', label: { tr: 'PTF', en: 'MCP' }, hidden: false }] } as ReportDescriptor, 'en');
    expect(await unfoldedExportInput(other)).toBe(other);
  });
});
