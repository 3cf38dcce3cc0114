import { describe, expect, it } from 'vitest';
import { safeLink, sanitizeAnnouncementHtml as clean } from './sanitizeAnnouncementHtml';

describe('sanitizeAnnouncementHtml', () => {
  it('keeps the allowed formatting as it is', () => {
    const html = '<h2>Bakım</h2><p>Pazar <strong>02:00</strong>–<em>04:00</em> arası.<br>Ayrıntılar:</p><ul><li>Bir</li><li>İki</li></ul><ol><li>Üç</li></ol><h3>a</h3><h4>b</h4>';
    expect(clean(html)).toBe(html);
  });

  it('keeps plain text (older announcements) as text, escaping what would be markup', () => {
    expect(clean('Satır bir\n\nSatır iki & üç < dört > beş')).toBe('Satır bir\n\nSatır iki &amp; üç &lt; dört &gt; beş');
    expect(clean('Fiyat &lt;= 5 &amp; &#304;')).toBe('Fiyat &lt;= 5 &amp; &#304;');
  });

  it('drops scripts, styles, iframes and their content', () => {
    expect(clean('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(clean('<SCRIPT type="text/javascript">alert(1)</SCRIPT >x')).toBe('x');
    expect(clean('<style>body{display:none}</style><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<svg><script>alert(1)</script><a href="https://x.example">s</a></svg>ok')).toBe('ok');
    expect(clean('<object data="x.swf"><embed src="x.swf"></object>ok')).toBe('ok');
    expect(clean('<p>a<script>never closed')).toBe('<p>a</p>');
  });

  it('drops event handlers, style and every other attribute', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x" id="y">a</p>')).toBe('<p>a</p>');
    expect(clean('<img src="/media/3-logo.png" onerror="alert(1)" alt="Logo">')).toBe('<img src="/media/3-logo.png" alt="Logo">');
    expect(clean('<strong/onmouseover=alert(1)>b</strong>')).toBe('<strong>b</strong>');
    expect(clean('<div><span style="x">metin</span></div>')).toBe('metin');
  });

  it('keeps http, https and mailto links, always with rel=noopener, and unwraps any other', () => {
    expect(clean('<a href="https://epias.example/a?b=1&amp;c=2" target="_top">bağlantı</a>'))
      .toBe('<a href="https://epias.example/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">bağlantı</a>');
    expect(clean('<a href="mailto:destek@example.org">yazın</a>')).toBe('<a href="mailto:destek@example.org" rel="noopener noreferrer" target="_blank">yazın</a>');
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'javascript&#58;alert(1)',
      'javascript&colon;alert(1)', '&#106;avascript:alert(1)', 'jav&#x09;ascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
      'vbscript:x', '//evil.example', '/relative', 'https://user:pass@evil.example', 'https:&unknown;x']) {
      expect(clean(`<a href="${href}">x</a>`), href).toBe('x');
    }
    expect(safeLink('http://example.org')).toBe('http://example.org');
  });

  it('shows images only from our media library', () => {
    expect(clean('<img src="https://evil.example/x.png">')).toBe('');
    expect(clean('<img src="/media/3-logo.svg">')).toBe('');
    expect(clean('<img src="/media/3-../../x.png">')).toBe('');
    expect(clean('<img src="javascript:alert(1)">')).toBe('');
    expect(clean('<img src="/media/12-kapak.jpg" alt="&quot;><script>">')).toBe('<img src="/media/12-kapak.jpg" alt="&quot;&gt;&lt;script&gt;">');
  });

  it('defeats nested and broken tricks', () => {
    expect(clean('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(clean('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
    expect(clean('<!--<script>alert(1)</script>-->ok')).toBe('ok');
    expect(clean('<![CDATA[<script>alert(1)</script>]]>ok')).toBe('alert(1)]]&gt;ok');
    expect(clean('<p title="a>b" onclick=x>ok</p>')).toBe('<p>ok</p>');
    expect(clean('<img src="/media/3-a.png" alt="x"onerror="alert(1)">')).toBe('<img src="/media/3-a.png" alt="x">');
    expect(clean('<a href="https://a.example"><a href="https://b.example">b</a></a>'))
      .toBe('<a href="https://a.example" rel="noopener noreferrer" target="_blank"></a><a href="https://b.example" rel="noopener noreferrer" target="_blank">b</a>');
    expect(clean('<p>a<p>b</p></p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<strong><em>x</strong>y')).toBe('<strong><em>x</em></strong>y');
    expect(clean('<textarea><script>alert(1)</script></textarea>ok')).toBe('ok');
    expect(clean('<p>a\u0000<scr\u0000ipt>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(clean('<p>unclosed <a href="https://x.example" ')).toBe('<p>unclosed </p>');
  });
});
