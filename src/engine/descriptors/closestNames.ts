// Orders the known names of a registry by how close each is to a name that was not found, so a message can
// say "did you mean …?" and list the rest after it.

/** Edit distance (insertions, deletions, substitutions), ignoring case. */
function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[t.length]!;
}

/** Every known name, the closest to `wanted` first (ties keep the registry's order). */
export function closestFirst(wanted: string, known: Iterable<string>): string[] {
  return [...known]
    .map((name, index) => ({ name, index, distance: editDistance(wanted, name) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map((entry) => entry.name);
}

/**
 * The fix for a name no registry holds: the closest known name when it is near enough to be a typo, then
 * every known name, closest first.
 */
export function suggestKnown(wanted: string, known: Iterable<string>, registry: string): string {
  const ordered = closestFirst(wanted, known);
  if (ordered.length === 0) return `${registry} holds no entries yet`;
  const best = ordered[0]!;
  const nearEnough = editDistance(wanted, best) <= Math.max(2, Math.floor(best.length / 3));
  const list = `use one of (closest first): ${ordered.join(', ')}`;
  return nearEnough ? `did you mean "${best}"? ${list} (${registry})` : `${list} (${registry})`;
}
