// The only way a name (table, column, alias) enters SQL text. Names come from descriptors, the dataset registry
// or fixed lists, never from a request; this check makes sure a name that slipped through from anywhere else
// still cannot carry SQL: anything but letters, digits and underscores is refused before a query is built.
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export class UnsafeIdentifier extends Error {
  constructor(name: unknown) {
    super(`refused to build SQL with the identifier ${JSON.stringify(String(name)).slice(0, 80)}: only letters, digits and underscores`);
    this.name = 'UnsafeIdentifier';
  }
}

/** A table or column name as it is written unquoted (lower-case registry names such as `dam_mcp`). */
export function sqlName(name: string): string {
  if (typeof name !== 'string' || !PLAIN_NAME.test(name)) throw new UnsafeIdentifier(name);
  return name;
}

/** A column or alias name in double quotes, keeping its case (`"powerPlantId"`). */
export function quoteIdentifier(name: string): string {
  return `"${sqlName(name)}"`;
}

/** A text constant from a fixed list of the code (never a request), written as a SQL string literal: `'wind'`. */
export function fixedLiteral(value: string): string {
  return `'${sqlName(value)}'`;
}
