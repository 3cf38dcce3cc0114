// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { publicationNote } from './publicationNote';

const t = (lang: 'tr' | 'en') => i18n.getFixedT(lang);
const morning = new Date('2026-11-24T07:20:00Z');
const afternoon = new Date('2026-11-24T12:05:00Z');

describe('publicationNote', () => {
  it("says when tomorrow's day-ahead prices come, in both languages", () => {
    expect(publicationNote('dayAhead', morning, 'en', t('en'))).toBe("Next publication: tomorrow's values, today at 14:00 (UTC+3).");
    expect(publicationNote('dayAhead', morning, 'tr', t('tr'))).toBe('Sonraki yayın: yarının değerleri, bugün saat 14:00 (UTC+3).');
    expect(publicationNote('dayAhead', afternoon, 'en', t('en'))).toBe('Next publication: the values for 26.11.2026, tomorrow at 14:00 (UTC+3).');
  });

  it('states hourly, daily and monthly schedules, and nothing without one', () => {
    expect(publicationNote('realtime', morning, 'en', t('en'))).toBe('Updated every hour as the hour ends; next update today at 11:00 (UTC+3).');
    expect(publicationNote('settlement', morning, 'en', t('en'))).toBe('Published monthly: November 2026 comes on 15.12.2026 at 00:00 (UTC+3).');
    expect(publicationNote('sessionClose', morning, 'en', t('en'))).toBe('Published when the trading session closes: the values for 24.11.2026 come today at 17:00 (UTC+3).');
    expect(publicationNote('sessionClose', morning, 'tr', t('tr'))).toBe('İşlem seansı kapanınca yayımlanır: 24.11.2026 değerleri bugün saat 17:00 gelir (UTC+3).');
    expect(publicationNote(undefined, morning, 'en', t('en'))).toBeNull();
  });
});
