// What a posted text may hold before it reaches the store or a lookup: no control characters (PostgreSQL refuses
// a NUL byte outright, and none belongs in a name or an address) and no half of a surrogate pair (a JSON body can
// carry one; it is not text in any encoding). Line breaks and tabs only in a field of several lines.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, less the line breaks and tab of a multi-line field
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unusableCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text) || LONE_SURROGATE.test(text);
}
