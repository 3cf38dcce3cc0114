// Favourite menu ids as the sidebar keeps them: whatever was saved (an old format, a hand-edited value),
// what comes out is a clean list of trimmed, lower-cased, distinct ids of pages that can be favourites.

/** `[' 61', 61, '', 'x y', null, '61']` with 61 a known page → `['61']`. */
export function normalizeFavourites(saved: unknown, canBeFavourite: (id: string) => boolean): string[] {
  if (!Array.isArray(saved)) return [];
  const out: string[] = [];
  for (const entry of saved) {
    if (typeof entry !== 'string' && typeof entry !== 'number') continue;
    if (typeof entry === 'number' && !Number.isFinite(entry)) continue;
    const id = String(entry).trim().toLowerCase();
    if (id === '' || /\s/.test(id) || out.includes(id) || !canBeFavourite(id)) continue;
    out.push(id);
  }
  return out;
}
