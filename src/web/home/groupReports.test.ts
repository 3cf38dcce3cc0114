import { describe, expect, it } from 'vitest';
import { groupReports, humanizeSegment } from './groupReports';

const item = (id: string, parent: string, order: number) => ({ id, pageId: 1, title: { tr: id, en: id }, menu: { parent, order } });

describe('groupReports', () => {
  it('groups by parent in first-seen order and sorts by menu order', () => {
    const groups = groupReports([item('b', 'electricity/dams', 2), item('x', 'natural-gas', 1), item('a', 'electricity/dams', 1)]);
    expect(groups.map((g) => g.parent)).toEqual(['electricity/dams', 'natural-gas']);
    expect(groups[0]?.reports.map((r) => r.id)).toEqual(['a', 'b']);
    expect(groups[0]?.segments).toEqual(['electricity', 'dams']);
  });

  it('humanizes unknown segments', () => {
    expect(humanizeSegment('spot-gas-market')).toBe('Spot gas market');
  });
});
