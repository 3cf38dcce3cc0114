// The toolbar's edits of a formatted body in a text field: each wraps the selection (or a placeholder) in the
// allowed markup and says what to select next, so the administrator types straight on. Pure: text in, text out.

export interface TextEdit { text: string; selectionStart: number; selectionEnd: number }

export type FormatCommand = 'paragraph' | 'h2' | 'h3' | 'h4' | 'bold' | 'italic' | 'link' | 'bulleted' | 'numbered';

const WRAPS: Record<Exclude<FormatCommand, 'link' | 'bulleted' | 'numbered'>, [string, string]> = {
  paragraph: ['<p>', '</p>'], h2: ['<h2>', '</h2>'], h3: ['<h3>', '</h3>'], h4: ['<h4>', '</h4>'],
  bold: ['<strong>', '</strong>'], italic: ['<em>', '</em>'],
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `placeholder` stands in for an empty selection and is selected afterwards. */
export function applyFormat(text: string, start: number, end: number, command: FormatCommand, placeholder: string): TextEdit {
  const selected = text.slice(start, end) || placeholder;
  const put = (before: string, inner: string, after: string, select: [number, number]): TextEdit => ({
    text: text.slice(0, start) + before + inner + after + text.slice(end),
    selectionStart: start + select[0], selectionEnd: start + select[1],
  });
  if (command === 'link') {
    // The address is selected, ready to be typed over.
    const href = 'https://';
    const before = `<a href="${href}">`;
    return put(before, selected, '</a>', [9, 9 + href.length]);
  }
  if (command === 'bulleted' || command === 'numbered') {
    const tag = command === 'bulleted' ? 'ul' : 'ol';
    const items = selected.split('\n').filter((line) => line.trim() !== '').map((line) => `  <li>${line.trim()}</li>`).join('\n');
    const inner = `\n${items}\n`;
    return put(`<${tag}>`, inner, `</${tag}>`, [tag.length + 2, tag.length + 2 + inner.length]);
  }
  const [open, close] = WRAPS[command];
  return put(open, selected, close, [open.length, open.length + selected.length]);
}

/** An image of the media library at the caret. */
export function insertImage(text: string, start: number, end: number, url: string, alt: string): TextEdit {
  const tag = `<img src="${url}" alt="${escapeText(alt).replace(/"/g, '&quot;')}">`;
  return { text: text.slice(0, start) + tag + text.slice(end), selectionStart: start + tag.length, selectionEnd: start + tag.length };
}
