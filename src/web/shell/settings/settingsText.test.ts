// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { notificationsText } from '../../i18n/notificationsText';
import { settingsText } from '../../i18n/settingsText';

describe('settings and notifications texts', () => {
  it('have the same keys in Turkish and English', () => {
    for (const text of [settingsText, notificationsText]) expect(Object.keys(text.tr).sort()).toEqual(Object.keys(text.en).sort());
  });

  it('keep the texts of the header switches that share the settings namespace', () => {
    expect(i18n.getFixedT('tr')('settings.switchToDark')).toBe('Koyu temaya geç');
    expect(i18n.getFixedT('en')('settings.language')).toBe('Language');
    expect(i18n.getFixedT('tr')('settings.tabGeneral')).toBe('Genel');
  });
});
