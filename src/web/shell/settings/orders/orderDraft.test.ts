import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, fromDraft } from './orderDraft';

describe('fromDraft', () => {
  it('names every field at fault before anything is sent', () => {
    expect(fromDraft({ ...EMPTY_DRAFT, filtersText: '[1]', time: '8', channelKind: 'webhook', url: 'ftp:x' })).toEqual({
      errors: { name: 'deliveries.nameRequired', reportId: 'deliveries.reportRequired', filtersText: 'deliveries.filtersInvalid', time: 'deliveries.timeRequired', url: 'deliveries.urlRequired' },
    });
  });

  it('sends a monthly webhook order with its day, and a follow without a time', () => {
    const base = { ...EMPTY_DRAFT, name: ' PTF ', reportId: 'dam-mcp', filtersText: '{"a":1}' };
    expect(fromDraft({ ...base, scheduleKind: 'monthly', time: '06:30', dayOfMonth: '3', channelKind: 'webhook', url: 'https://h.example/x', payload: 'link' })).toEqual({
      body: { name: 'PTF', reportId: 'dam-mcp', range: 'yesterday', filters: { a: 1 }, format: 'csv', paused: false, schedule: { kind: 'monthly', time: '06:30', dayOfMonth: 3 }, channel: { kind: 'webhook', url: 'https://h.example/x', payload: 'link' } },
    });
    expect(fromDraft({ ...base, scheduleKind: 'onPublication', time: '' })).toMatchObject({ body: { schedule: { kind: 'onPublication' }, channel: { kind: 'email' } } });
  });
});
