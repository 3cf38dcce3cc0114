// A whole number (a count, an id): never decimals.
import type { ColumnTypeDefinition } from './columnType';
import { numericParts, readStoreNumber } from './numericColumn';

export const integerColumn: ColumnTypeDefinition = {
  ...numericParts,
  type: 'integer',
  minWidthRem: 5.5,
  pdfWeight: 0.85,
  storeShape: 'bigint',
  responseSchema: { type: ['integer', 'null'] },
  fromStore: readStoreNumber,
};
