// `/reports/{id}/rows` + { id: 'a b' } → `/reports/a%20b/rows`. A placeholder without a value is a bug of
// the caller: it is reported by name instead of sending `{id}` to the server. HTML tags are stripped from the
// values first, as from every other request parameter.
import { stripTags } from './stripTags';

const PLACEHOLDER = /\{([^{}]+)\}/g;

export type FilledPath = { ok: true; url: string } | { ok: false; missing: string };

export function fillPathVariables(url: string, variables: Record<string, string | number> = {}): FilledPath {
  let missing: string | undefined;
  const filled = url.replace(PLACEHOLDER, (placeholder, name: string) => {
    const raw = Object.hasOwn(variables, name) ? variables[name] : undefined;
    const value = typeof raw === 'string' ? stripTags(raw) : raw;
    if (value === undefined || value === null || value === '') {
      missing ??= name;
      return placeholder;
    }
    return encodeURIComponent(String(value));
  });
  return missing === undefined ? { ok: true, url: filled } : { ok: false, missing };
}
