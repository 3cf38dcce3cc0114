// Forgets the sidebar layout (every seffaflik.sidebar.* key) and the favourites. The stores that hold them
// in memory hear of it through a storage event per key, the same event another tab's change would raise.
const SIDEBAR_PREFIX = 'seffaflik.sidebar.';
const FAVOURITES_KEY = 'seffaflik.favourites';

/** Removes the keys and returns them. */
export function resetSidebarAndFavourites(storage: Storage = localStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && (key.startsWith(SIDEBAR_PREFIX) || key === FAVOURITES_KEY)) keys.push(key);
  }
  for (const key of keys) {
    const oldValue = storage.getItem(key);
    storage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: null, storageArea: storage }));
  }
  return keys;
}
