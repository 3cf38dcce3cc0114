import { describe, expect, it } from 'vitest';
import { bulletinTitle } from './bulletinTitle';

describe('a bulletin title', () => {
  it('names the kind and the period in each language, the same text in the archive list and the document', () => {
    expect(bulletinTitle({ market: 'natural-gas', period: 'weekly', periodKey: '2026-W47', language: 'en' }))
      .toBe('Weekly natural gas market bulletin, Week 47 of 2026 (16.11.2026 – 22.11.2026)');
    expect(bulletinTitle({ market: 'electricity', period: 'daily', periodKey: '2024-08-16', language: 'tr' }))
      .toBe('Günlük elektrik piyasası bülteni, 16 Ağustos 2024');
  });
});
