import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../../schemas/report.schema';
import type { CellValue } from '../../../engine/rows/reportRow';
import { cellClassName, compareCells } from './toTableColumns';

const column = (type: ReportColumn['type']): ReportColumn => ({ key: 'v', type, hidden: false, label: { tr: 'Değer', en: 'Value' } });
const sorted = (type: ReportColumn['type'], values: CellValue[]) => [...values].sort((a, b) => compareCells(column(type), a, b));

describe('table order and placement by column type', () => {
  it('orders numbers as numbers, names the Turkish way, and missing values lowest', () => {
    expect(sorted('number', [10, null, 9, '100'])).toEqual([null, 9, 10, '100']);
    expect(sorted('text', ['Zonguldak', 'Çanakkale', '', 'Adana'])).toEqual(['', 'Adana', 'Çanakkale', 'Zonguldak']);
  });

  it('orders no before yes and shorter lists first', () => {
    expect(sorted('boolean', [true, null, false])).toEqual([null, false, true]);
    expect(sorted('list', [[{ a: 1 }, { a: 2 }], [], [{ a: 3 }]])).toEqual([[], [{ a: 3 }], [{ a: 1 }, { a: 2 }]]);
  });

  it('puts numbers right, yes/no in the middle and the rest left', () => {
    expect(cellClassName(column('number'))).toBe('num');
    expect(cellClassName(column('integer'))).toBe('num');
    expect(cellClassName(column('boolean'))).toBe('align-center');
    expect(cellClassName(column('text'))).toBeUndefined();
    expect(cellClassName(column('list'))).toBeUndefined();
  });
});
