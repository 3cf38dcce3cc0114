// The report table's setup, declared once: the features every report table has (sorting, column
// visibility, row selection) and their defaults. Components call useAppTable with data and columns.
import {
  columnVisibilityFeature,
  createSortedRowModel,
  createTableHook,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

export const reportTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnVisibilityFeature,
  rowSelectionFeature,
});

export const { useAppTable, createAppColumnHelper } = createTableHook({
  features: reportTableFeatures,
  // A header click toggles ascending/descending; a data table always has some order.
  enableSortingRemoval: false,
  enableMultiSort: false,
});
