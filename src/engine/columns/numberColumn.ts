// A measured quantity, price or rate: the column's decimals (else its unit's, else two).
import type { ColumnTypeDefinition } from './columnType';
import { numericParts, readStoreNumber } from './numericColumn';

export const numberColumn: ColumnTypeDefinition = {
  ...numericParts,
  type: 'number',
  minWidthRem: 7,
  pdfWeight: 1,
  storeShape: 'double',
  responseSchema: { type: ['number', 'null'] },
  fromStore: readStoreNumber,
};
