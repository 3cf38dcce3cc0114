// The combobox's filter: every typed word must appear; options whose text starts with the query come
// first, then those where every word starts a word (so "keban 1" prefers "KEBAN 1" to an EIC code that
// merely contains a 1), then the rest. Only `limit` matches are drawn (1,500 power plants
// would make a slow, useless list); the rest are counted so the user knows to type more.
import { foldForSearch } from './foldForSearch';
import type { LookupOption } from './lookupOptions';

export interface MatchResult {
  matches: LookupOption[];
  /** Matches beyond the limit. */
  more: number;
}

export function matchOptions(options: readonly LookupOption[], query: string, limit = 50): MatchResult {
  const folded = foldForSearch(query);
  if (folded === '') return { matches: options.slice(0, limit), more: Math.max(0, options.length - limit) };
  const words = folded.split(' ');
  const ranked: { option: LookupOption; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    if (!words.every((word) => option.haystack.includes(word))) return;
    const spaced = ` ${option.haystack}`;
    const rank = option.haystack.startsWith(folded) ? 0 : words.every((word) => spaced.includes(` ${word}`)) ? 1 : 2;
    ranked.push({ option, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { matches: ranked.slice(0, limit).map((r) => r.option), more: Math.max(0, ranked.length - limit) };
}
