// Numbers in the operator's exports come in two notations: Turkish (`1.234,56`, also `,01` and `32663,63`) and
// plain (`1234.56`). The notation is decided once per file, so `1.234` is read the same way on every line.
export type NumberFormat = 'turkish' | 'plain';

/** Turkish when any value cell has a decimal comma; plain otherwise. */
export function detectNumberFormat(cells: Iterable<string>): NumberFormat {
  for (const cell of cells) if (cell.includes(',')) return 'turkish';
  return 'plain';
}

const TURKISH = /^[-+]?(\d{1,3}(\.\d{3})+|\d*)(,\d+)?$/;
const PLAIN = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The value, or undefined when the cell is not a number in that notation. Empty cells are null. */
export function parseNumber(cell: string, format: NumberFormat): number | null | undefined {
  const s = cell.trim();
  if (s === '') return null;
  if (format === 'turkish') {
    if (!TURKISH.test(s) || !/\d/.test(s)) return undefined;
    return Number(s.replace(/\./g, '').replace(',', '.'));
  }
  if (!PLAIN.test(s)) return undefined;
  return Number(s);
}
