// A yes/no cell: a check mark for yes, a dash for no, and the word itself, so a screen reader and a printout
// say "Evet"/"Yes" rather than a symbol.
import { booleanColumn, toBoolean } from '../../../../engine/columns/booleanColumn';
import type { DrawnCellProps } from './drawnCells';

export function BooleanCell({ column, value, locale }: DrawnCellProps) {
  const flag = toBoolean(value);
  if (flag === null) return <>{value === null ? '' : String(value)}</>;
  const text = booleanColumn.toText(flag, column, locale, 'reading');
  return (
    <span className={flag ? 'boolean-cell is-yes' : 'boolean-cell is-no'}>
      <span className="boolean-mark" aria-hidden="true">
        {flag ? '✓' : '–'}
      </span>{' '}
      {text}
    </span>
  );
}
