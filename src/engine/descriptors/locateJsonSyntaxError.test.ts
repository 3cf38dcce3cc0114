// Where a descriptor's JSON breaks, as an analyst's editor would show it: line and column from 1.
import { describe, expect, it } from 'vitest';
import { locateJsonSyntaxError } from './locateJsonSyntaxError';
import { parseDescriptorJson } from './parseDescriptorJson';

describe('locateJsonSyntaxError', () => {
  it.each([
    ['{\n  "a": 1,\n}', 3, 1, 'a comma before "}" (JSON allows no trailing comma)'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'expected "," or "}" after a property value, found \'"\''],
    ['{ "a": [1, 2,] }', 1, 14, 'a comma before "]" (JSON allows no trailing comma)'],
    ['{ "a": "x\n" }', 1, 10, 'a line break or control character inside a string (strings end on the same line with ")'],
    ['{ a: 1 }', 1, 3, 'expected a property name in double quotes, found \'a\''],
    ['{ "a": 1 } x', 1, 12, 'unexpected \'x\' after the end of the JSON value'],
    ['[1, 2', 1, 6, 'expected "," or "]" after an array item, found the end of the file'],
  ])('%j breaks at %i:%i', (text, line, column, message) => {
    expect(JSON.parse.bind(null, text)).toThrow();
    expect(locateJsonSyntaxError(text)).toEqual({ line, column, message });
  });

  it('finds nothing in valid JSON and parses it', () => {
    expect(locateJsonSyntaxError('{ "a": [1, -2.5e3, true, null, "\\u00e7"] }')).toBeUndefined();
    expect(parseDescriptorJson('f.json', '{ "a": 1 }')).toEqual({ ok: true, json: { a: 1 } });
  });

  it('names file:line:column in the problem', () => {
    const parsed = parseDescriptorJson('reports/x.json', '{\n  "id": "x",\n}');
    expect(parsed).toEqual({ ok: false, problem: expect.objectContaining({ file: 'reports/x.json:3:1', check: 'jsonSyntax' }) });
  });
});
