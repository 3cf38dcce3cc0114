// How well a menu page answers a search, lower is better: an exact title first (or the page's abbreviation in
// brackets), then titles holding the
// query as whole words (shorter titles first: "PTF" finds "Piyasa Takas Fiyatı (PTF)" before "PTF Aylık
// Aritmetik Ortalaması"), then titles that start with it, then words that start with it, then any part,
// in the reader's language before the other one, then pages under a group whose name matches. Case and
// Turkish letters are folded (`uretim` finds "Üretim").
import type { Locale } from '../locale/locale';
import { foldSearchText } from './foldSearchText';
import type { MenuNode } from './menuNode';

function label(node: MenuNode, locale: Locale): string {
  return locale === 'tr' ? node.labelTr : node.labelEn;
}

function titleScore(title: string, query: string): number | null {
  if (title === query) return 0;
  // A fraction of the length breaks ties between titles of the same kind of match: the shorter, the closer.
  const shortness = Math.min(title.length, 999) / 1000;
  if (` ${title} `.includes(` ${query} `)) return 1 + shortness;
  if (title.startsWith(query)) return 2 + shortness;
  if (` ${title}`.includes(` ${query}`)) return 3 + shortness;
  if (title.includes(query)) return 3.5 + shortness;
  return null;
}

/** null when the page does not match at all. */
export function menuSearchScore(node: MenuNode, ancestors: readonly MenuNode[], query: string, locale: Locale): number | null {
  const wanted = foldSearchText(query);
  if (wanted === '') return null;
  const other: Locale = locale === 'tr' ? 'en' : 'tr';
  // The page's own abbreviation, in brackets after its name ("Piyasa Takas Fiyatı (PTF)"), is as good as its title.
  if (foldSearchText(/\(([^()]+)\)\s*$/.exec(label(node, locale))?.[1] ?? '') === wanted) return 0.5;
  const own = titleScore(foldSearchText(label(node, locale)), wanted);
  if (own !== null) return own;
  const foreign = titleScore(foldSearchText(label(node, other)), wanted);
  if (foreign !== null) return 5 + foreign;
  const groups = ancestors.flatMap((a) => [a.labelTr, a.labelEn]).map(foldSearchText);
  if (groups.some((g) => g.includes(wanted))) return 10;
  // Several words may match in different places: "gun oncesi fiyat" finds a price under Day-Ahead.
  const words = wanted.split(' ');
  const haystack = [label(node, locale), label(node, other)].map(foldSearchText).concat(groups).join(' ');
  if (words.length > 1 && words.every((word) => haystack.includes(word))) return 11;
  return null;
}
