// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { featureTexts } from './featureTexts';
import { adminTexts } from './groups/adminTexts';
import { dashboardTexts } from './groups/dashboardTexts';
import { documentTexts } from './groups/documentTexts';
import { memberSettingsTexts } from './groups/memberSettingsTexts';
import { i18n } from './i18n';
import { loadTextGroup, withTexts } from './textGroups';

describe('text groups', () => {
  it('keeps every feature in exactly one place', () => {
    const names = [featureTexts, adminTexts, documentTexts, memberSettingsTexts, dashboardTexts].flatMap((texts) => Object.keys(texts));
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

  it('leaves the settings dialog, the dashboard and contract management out of the first page, and brings each with its screens', async () => {
    const firstPage = i18n.getFixedT('en');
    for (const key of ['deliveries.ordersTab', 'serviceLimits.member.tab', 'dashboard.title']) expect(i18n.exists(key, { lng: 'en' })).toBe(false);
    expect(Object.keys(featureTexts)).not.toContain('contracts');
    // What the first page shows of them stays: the user menu's link, the report's button, the terms banner.
    expect(firstPage('dashboardButton.link')).toBe('My dashboard');
    expect(firstPage('dashboardButton.addToDashboard')).toBe('Add to my dashboard');
    expect(i18n.getFixedT('tr')('termsBanner.accept')).toBe('Okudum, kabul ediyorum');
    await withTexts(['memberSettings'], async () => 'dialog')();
    expect(i18n.getFixedT('tr')('deliveries.ordersTab')).toBe('İstekler');
    await loadTextGroup('dashboard');
    expect(firstPage('dashboard.title')).toBe('My dashboard');
    await loadTextGroup('admin');
    expect(i18n.getFixedT('tr')('contracts.newVersion')).toBe('Yeni sürüm yaz');
  });
});
