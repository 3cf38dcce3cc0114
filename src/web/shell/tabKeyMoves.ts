// The keys that move between WAI-ARIA tabs (roving focus): arrows to the next or previous tab, wrapping; Home and
// End to the first and last. Shared by every tab list of the app.
export const TAB_KEY_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};
