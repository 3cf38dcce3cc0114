// A readable difference between two recorded states (the audit log's before and after, a revision's old and new
// values): one line per field path whose value changed, added or went away, unchanged fields left out. Nested
// objects are walked into (`items.0.descriptionTr`); values are shown as compact JSON.

export interface FieldDiff { path: string; before: string | null; after: string | null }

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function show(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function toFieldDiff(before: unknown, after: unknown, path = ''): FieldDiff[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => toFieldDiff(before[key], after[key], path === '' ? key : `${path}.${key}`));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isPlainObject(before) && after == null) return toFieldDiff(before, {}, path);
  if (before == null && isPlainObject(after)) return toFieldDiff({}, after, path);
  return [{ path: path === '' ? '—' : path, before: show(before ?? undefined), after: show(after ?? undefined) }];
}
