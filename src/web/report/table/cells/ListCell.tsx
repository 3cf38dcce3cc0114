// A nested list cell: its count as a button ("3 kayıt" / "3 items") that opens the items in a popover above
// the table, so rows keep their height (the table is virtualised) and the list is never cut off. Escape or a
// click outside closes it; an empty list reads as a dash.
import { useId } from 'react';
import { listCountText, listItemText, toList } from '../../../../engine/columns/listColumn';
import type { DrawnCellProps } from './drawnCells';

export function ListCell({ column, value, locale }: DrawnCellProps) {
  const id = useId();
  const items = toList(value);
  if (items === null) return null;
  if (items.length === 0) return <span className="muted">–</span>;
  const count = listCountText(items.length, locale);
  return (
    <>
      <button type="button" className="link-button list-cell-toggle" popoverTarget={id}>
        {count}
      </button>
      <div id={id} popover="auto" role="dialog" aria-label={`${column.label[locale]}: ${count}`} className="list-cell-popover">
        <ol>
          {items.map((item, index) => (
            <li key={index}>{listItemText(item, column, locale)}</li>
          ))}
        </ol>
      </div>
    </>
  );
}
