// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { stripTags, stripTagsFromForm, stripTagsFromText } from './stripTags';

describe('stripTags', () => {
  it('keeps the text of tags and drops scripts and styles with their content', () => {
    expect(stripTagsFromText('<b>x</b>')).toBe('x');
    expect(stripTagsFromText('a<script type="text/javascript">alert(1)</script>b')).toBe('ab');
    expect(stripTagsFromText('<STYLE>p{}</STYLE><img src=x onerror=alert(1)>ok<!-- c -->')).toBe('ok');
  });

  it('leaves comparisons that only look like brackets alone', () => {
    expect(stripTagsFromText('x < 5 and y > 3')).toBe('x < 5 and y > 3');
  });

  it('cleans every string at any depth and keeps other values', () => {
    const date = new Date(0);
    expect(stripTags({ a: '<i>x</i>', list: ['<b>1</b>', 2, { deep: '<u>y</u>' }], n: 3, ok: true, none: null, date })).toEqual({
      a: 'x',
      list: ['1', 2, { deep: 'y' }],
      n: 3,
      ok: true,
      none: null,
      date,
    });
  });

  it('cleans the text fields of a form and keeps its files', () => {
    const form = new FormData();
    form.append('name', '<b>Ada</b>');
    const file = new File(['<b>raw</b>'], 'a.txt');
    form.append('file', file);
    const clean = stripTagsFromForm(form);
    expect(clean.get('name')).toBe('Ada');
    expect((clean.get('file') as File).name).toBe('a.txt');
    expect(stripTagsFromForm(new URLSearchParams({ q: '<i>a</i>' })).get('q')).toBe('a');
  });
});
