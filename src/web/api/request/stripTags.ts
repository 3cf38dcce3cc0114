// Markup never travels to the server inside a value: the operator's services echo values back into pages
// and files. Script and style elements go with their content; other tags leave their text behind. Only
// real tags match (`<` followed by a letter, `/` or `!`), so "x < 5 and y > 3" stays as typed.
const WITH_CONTENT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<\/?[a-z][^<>]*>|<![^<>]*>/gi;

export function stripTagsFromText(text: string): string {
  return text.replace(WITH_CONTENT, '').replace(COMMENT, '').replace(TAG, '');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Every string inside `value` (arrays and plain objects, at any depth) without tags; other values as they are. */
export function stripTags<T>(value: T): T {
  if (typeof value === 'string') return stripTagsFromText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => stripTags(item)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripTags(item)])) as T;
  return value;
}

/** A form's text fields without tags; files as they are. */
export function stripTagsFromForm<F extends FormData | URLSearchParams>(form: F): F {
  const clean = (form instanceof FormData ? new FormData() : new URLSearchParams()) as F;
  form.forEach((value: FormDataEntryValue, key: string) => {
    if (typeof value === 'string') clean.append(key, stripTagsFromText(value));
    else (clean as FormData).append(key, value);
  });
  return clean;
}
