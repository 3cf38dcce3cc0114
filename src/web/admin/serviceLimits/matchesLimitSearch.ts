// The rows a search keeps on the limits screen: every word of the search must appear in one of the row's texts.
export function matchesLimitSearch(texts: readonly string[], search: string): boolean {
  const words = search.toLocaleLowerCase('tr').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = texts.join(' ').toLocaleLowerCase('tr');
  return words.every((word) => text.includes(word));
}
