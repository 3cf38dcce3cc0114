// Where a JSON text first breaks the grammar, as line and column (both from 1), with what was expected there.
// JSON.parse says whether a text parses; its messages differ between Node versions and often give no position,
// so this small reader walks the text once to name the place.

export interface JsonSyntaxError { line: number; column: number; message: string }

class SyntaxStop { constructor(readonly offset: number, readonly message: string) {} }

export function locateJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (message: string): never => { throw new SyntaxStop(i, message); };
  const shown = () => (i >= text.length ? 'the end of the file' : `'${text[i]}'`);
  const skipSpace = () => { while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++; };
  const literal = (word: string) => { if (text.startsWith(word, i)) i += word.length; else fail(`expected a value, found ${shown()}`); };

  function string(): void {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail('a line break or control character inside a string (strings end on the same line with ")');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') { if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('\\u needs four hex digits'); i += 5; continue; }
        if (!'"\\/bfnrt'.includes(text[i] ?? '')) fail(`unknown escape \\${text[i] ?? ''}`);
      }
      i++;
    }
    if (i >= text.length) fail('a string is not closed (missing ")');
    i++;
  }

  function number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail(`expected a value, found ${shown()}`);
    i += match![0].length;
  }

  function value(): void {
    skipSpace();
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    fail(`expected a value, found ${shown()}`);
  }

  function object(): void {
    i++;
    skipSpace();
    if (text[i] === '}') { i++; return; }
    for (;;) {
      skipSpace();
      if (text[i] !== '"') fail(text[i] === '}' ? 'a comma before "}" (JSON allows no trailing comma)' : `expected a property name in double quotes, found ${shown()}`);
      string();
      skipSpace();
      if (text[i] !== ':') fail(`expected ":" after the property name, found ${shown()}`);
      i++;
      value();
      skipSpace();
      if (text[i] === ',') { i++; continue; }
      if (text[i] === '}') { i++; return; }
      fail(`expected "," or "}" after a property value, found ${shown()}`);
    }
  }

  function array(): void {
    i++;
    skipSpace();
    if (text[i] === ']') { i++; return; }
    for (;;) {
      skipSpace();
      if (text[i] === ']') fail('a comma before "]" (JSON allows no trailing comma)');
      value();
      skipSpace();
      if (text[i] === ',') { i++; continue; }
      if (text[i] === ']') { i++; return; }
      fail(`expected "," or "]" after an array item, found ${shown()}`);
    }
  }

  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    value();
    skipSpace();
    if (i < text.length) fail(`unexpected ${shown()} after the end of the JSON value`);
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxStop)) throw error;
    const before = text.slice(0, error.offset).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1, message: error.message };
  }
}
