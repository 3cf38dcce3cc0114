// @vitest-environment happy-dom
// What readers see of an announcement's body: formatting from the allow-list, never a script, a handler, a
// foreign image or a javascript: link, even in a body that never passed the server's cleaning.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnnouncementText } from './AnnouncementText';

afterEach(cleanup);

describe('AnnouncementText', () => {
  it('shows a formatted body with its headings, emphasis, lists, links and library images', () => {
    const { container } = render(<AnnouncementText text={'<h2>Bakım</h2><p>Pazar <strong>02:00</strong> <em>kesinti</em> <a href="https://example.org/a">ayrıntı</a></p><ul><li>Bir</li></ul><img src="/media/3-logo.png" alt="Logo">'} />);
    expect(container.querySelector('h2')?.textContent).toBe('Bakım');
    expect(container.querySelector('strong')?.textContent).toBe('02:00');
    expect(container.querySelector('em')?.textContent).toBe('kesinti');
    const link = container.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('rel')]).toEqual(['https://example.org/a', 'noopener noreferrer']);
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/3-logo.png');
  });

  it('shows nothing dangerous from a hostile body', () => {
    const { container } = render(<AnnouncementText text={'<p onclick="alert(1)" style="color:red">a<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://evil.example/t.png" onerror="alert(1)"><iframe></iframe></p>'} />);
    expect(container.querySelector('script, iframe, img, a, [onclick], [style], [onerror]')).toBeNull();
    expect(container.textContent).toBe('ax');
  });

  it('keeps a plain body in paragraphs with its line breaks', () => {
    const { container } = render(<AnnouncementText text={'Birinci satır\nikinci satır\n\nYeni paragraf <b'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Birinci satır\nikinci satır', 'Yeni paragraf <b']);
  });
});
