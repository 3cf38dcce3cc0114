import { describe, expect, it } from 'vitest';
import { fixtures } from '../../engine/testing/reportFixtures';
import { homePageTexts, prerenderedShell, reportPageTexts } from './shellPrerender';

describe("the first HTML's frame", () => {
  it("shows the administrator's description where there is one, the report's own otherwise, per language", () => {
    const texts = reportPageTexts(fixtures.mcp, { descriptionTr: 'Yönetici açıklaması', descriptionEn: '  ' });
    expect(texts.description).toEqual({ tr: 'Yönetici açıklaması', en: fixtures.mcp.description.en });
    expect(texts.title).toEqual(fixtures.mcp.title);
  });

  it("shows the page's menu label when an administrator renamed the page, in each language", () => {
    const texts = reportPageTexts(fixtures.mcp, undefined, { labelTr: 'Günlük PTF', labelEn: 'Daily MCP' });
    expect(texts.title).toEqual({ tr: 'Günlük PTF', en: 'Daily MCP' });
  });

  it('escapes every text, so a description cannot open markup', () => {
    const html = prerenderedShell({ kind: 'report', title: { tr: 'A <b>', en: 'B & "C"' }, description: { tr: "<script>alert('x')</script>", en: 'ok' } });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(html).toContain('B &amp; &quot;C&quot;');
  });
});

describe("the home page's frame", () => {
  it("shows the report index's heading to a reader of the data and the welcome to anyone else, in both languages", () => {
    const member = prerenderedShell(homePageTexts(true));
    expect(member).toContain('<div class="home"><header class="page-header"><h1>');
    expect(member).toContain('<span lang="tr" data-prerender-lang="tr">Raporlar</span><span lang="en" data-prerender-lang="en">Reports</span>');
    const visitor = prerenderedShell(homePageTexts(false));
    expect(visitor).toContain('Electricity and natural gas market data');
    expect(visitor).toContain('Elektrik ve doğal gaz piyasası verileri');
    expect(visitor).not.toContain('Reports');
  });
});
