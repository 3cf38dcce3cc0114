import { describe, expect, it } from 'vitest';
import { toFieldDiff } from './toFieldDiff';

describe('toFieldDiff', () => {
  it('lists only the fields that changed, walking into nested objects', () => {
    expect(toFieldDiff(
      { status: 'pending', email: 'a@b.c', page: { descriptionTr: 'Eski', limit: 7 } },
      { status: 'rejected', email: 'a@b.c', page: { descriptionTr: 'Yeni', limit: 7 }, decisionReason: 'Eksik' },
    )).toEqual([
      { path: 'status', before: 'pending', after: 'rejected' },
      { path: 'page.descriptionTr', before: 'Eski', after: 'Yeni' },
      { path: 'decisionReason', before: null, after: 'Eksik' },
    ]);
  });

  it('shows a record created from nothing and one removed field by field', () => {
    expect(toFieldDiff(null, { title: 'Duyuru', sticky: true })).toEqual([
      { path: 'title', before: null, after: 'Duyuru' }, { path: 'sticky', before: null, after: 'true' },
    ]);
    expect(toFieldDiff([1, 2], [1, 3])).toEqual([{ path: '1', before: '2', after: '3' }]);
    expect(toFieldDiff('a', 'a')).toEqual([]);
  });
});
