// The stores' rounding (sqlDialect.ts, portableRound) done in JavaScript: the same double operations in the same
// order, so a value rounded here is bit for bit the value the SQL expression gives. Summaries select their
// aggregates unrounded and round here: the expression, written twice per aggregate, cost DuckDB more than the
// aggregates themselves.

export function roundLikeStore(value: number | null, decimals: number): number | null {
  if (value === null) return null;
  const scale = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.floor(Math.abs(value) * scale + 0.5)) / scale;
  // SQL's sign(-0.001) * 0 is -0, which JSON writes as 0 anyway; an answer never carries -0.
  return rounded === 0 ? 0 : rounded;
}
