// What an administrator types into the page-data editors, checked before it is sent (the server checks again,
// whole): a message per field at fault, or the item the update call takes. Pure, so every rule is unit-tested.
import type { RangeType } from './pageDataApi';

export const MAX_DESCRIPTION = 2000;
/** The same bounds the server keeps (data-range-limit-type). */
export const RANGE_MAX: Record<RangeType, number> = { GUN: 3660, AY: 120, YIL: 10 };

export type FieldErrors = Record<string, { key: string; values?: Record<string, number> }>;
export type Checked = { ok: true; item: Record<string, unknown> } | { ok: false; errors: FieldErrors };

export interface LimitDraft { mode: 'none' | 'custom'; rangeType: RangeType; value: string }
export interface DescriptionDraft { tr: string; en: string }
/** `local`: the datetime-local input's text (YYYY-MM-DDTHH:mm), Istanbul time; empty for the automatic time. */
export interface UpdateTimeDraft { local: string }

export function checkLimit(menuId: number, draft: LimitDraft): Checked {
  if (draft.mode === 'none') return { ok: true, item: { menuId, rangeType: null, rangeMaxValue: null } };
  const max = RANGE_MAX[draft.rangeType];
  const text = draft.value.trim();
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > max) return { ok: false, errors: { value: { key: 'adminPages.limits.badValue', values: { max } } } };
  return { ok: true, item: { menuId, rangeType: draft.rangeType, rangeMaxValue: value } };
}

export function checkDescription(menuId: number, draft: DescriptionDraft): Checked {
  const errors: FieldErrors = {};
  for (const lang of ['tr', 'en'] as const) {
    const text = draft[lang].trim();
    if (text === '') errors[lang] = { key: 'adminPages.descriptions.empty' };
    else if (text.length > MAX_DESCRIPTION) errors[lang] = { key: 'adminPages.descriptions.tooLong', values: { max: MAX_DESCRIPTION } };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, item: { menuId, descriptionTr: draft.tr.trim(), descriptionEn: draft.en.trim() } };
}

export function checkUpdateTime(menuId: number, draft: UpdateTimeDraft): Checked {
  if (draft.local.trim() === '') return { ok: true, item: { menuId, updateTime: null } };
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(draft.local.trim());
  const bad: Checked = { ok: false, errors: { local: { key: 'adminPages.updateTimes.badTime' } } };
  if (!m) return bad;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (y < 2000 || y > 2100 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59) return bad;
  return { ok: true, item: { menuId, updateTime: `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+03:00` } };
}

/** `2024-08-20T14:00:00+03:00` → the datetime-local input's `2024-08-20T14:00`. */
export function toLocalInput(istanbulTime: string): string {
  return istanbulTime.slice(0, 16);
}

/** The rows a search keeps: every word must appear in the title (either language), the menu path or the id. */
export function matchesSearch(row: { menuId: number; titleTr: string; titleEn: string; menuPathTr: string; menuPathEn: string }, search: string): boolean {
  const words = search.toLocaleLowerCase('tr').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [row.menuId, row.titleTr, row.titleEn, row.menuPathTr, row.menuPathEn].join(' ').toLocaleLowerCase('tr');
  const plain = text.toLocaleLowerCase('en');
  return words.every((w) => text.includes(w) || plain.includes(w.toLocaleLowerCase('en')));
}
