import { describe, expect, it } from 'vitest';
import { applyFormat, insertImage } from './formatting';

describe('formatting', () => {
  it('wraps the selection in bold and keeps it selected', () => {
    const edit = applyFormat('Pazar günü bakım', 6, 10, 'bold', 'Kalın');
    expect(edit.text).toBe('Pazar <strong>günü</strong> bakım');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('günü');
  });

  it('makes a link with its address selected to be typed over', () => {
    const edit = applyFormat('ayrıntı', 0, 7, 'link', 'Bağlantı');
    expect(edit.text).toBe('<a href="https://">ayrıntı</a>');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });

  it('turns selected lines into list items and inserts a library image', () => {
    expect(applyFormat('bir\niki', 0, 7, 'bulleted', 'x').text).toBe('<ul>\n  <li>bir</li>\n  <li>iki</li>\n</ul>');
    expect(insertImage('a', 1, 1, '/media/3-logo.png', 'Logo "x"').text).toBe('a<img src="/media/3-logo.png" alt="Logo &quot;x&quot;">');
  });
});
