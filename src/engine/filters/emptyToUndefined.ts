/** A form value as a filter value: an empty text (or null from a cleared control) is no value. */
export function emptyToUndefined(value: unknown): string | number | undefined {
  return value === '' || value === null || value === undefined ? undefined : (value as string | number);
}
