// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { featureTexts } from './featureTexts';
import { adminTexts } from './groups/adminTexts';
import { documentTexts } from './groups/documentTexts';
import { i18n } from './i18n';
import { loadTextGroup, withTexts } from './textGroups';

describe('text groups', () => {
  it('keeps every feature in exactly one place', () => {
    const names = [...Object.keys(featureTexts), ...Object.keys(adminTexts), ...Object.keys(documentTexts)];
    expect(new Set(names).size).toBe(names.length);
  });

  it("has no group's text before its screens ask, then both languages of it", async () => {
    expect(i18n.exists('adminMenu.title', { lng: 'en' })).toBe(false);
    const screen = await withTexts(['admin'], async () => 'screen')();
    expect(screen).toBe('screen');
    for (const lng of ['tr', 'en']) expect(i18n.exists('adminMenu.title', { lng })).toBe(true);
    await loadTextGroup('documents');
    expect(i18n.getFixedT('tr')('bulletins.title.electricity')).toBe('Elektrik piyasası bültenleri');
  });
});
