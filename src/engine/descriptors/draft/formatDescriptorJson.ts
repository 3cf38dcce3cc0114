// Writes a descriptor the way the files in reports/ are written: a value that fits on one line stays on one
// line (`{ "key": "date", "type": "date" }`), the rest opens up, two spaces per level.
const WIDTH = 160;

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function format(value: unknown, indent: string, prefixLength: number): string {
  const oneLine = inline(value);
  if (indent.length + prefixLength + oneLine.length <= WIDTH || value === null || typeof value !== 'object') return oneLine;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => `${inner}${format(v, inner, 0)}`).join(',\n')}\n${indent}]`;
  const lines = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner, k.length + 4)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

export function formatDescriptorJson(value: unknown): string {
  return `${format(value, '', 0)}\n`;
}
