// An on/off preference in localStorage ('true'/'false'), with change listeners so a switch in the settings
// dialog takes effect at once wherever the preference is read, in this tab and others.

export interface BooleanSetting {
  key: string;
  get(): boolean;
  set(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** Where the value comes from while the reader has chosen nothing: a fixed value, or one that may change (a platform default). */
export interface SettingFallback { get(): boolean; subscribe(listener: () => void): () => void }

export function createBooleanSetting(key: string, fallback: boolean | SettingFallback): BooleanSetting {
  const listeners = new Set<() => void>();
  const defaultValue = () => (typeof fallback === 'boolean' ? fallback : fallback.get());
  let stopFallback: (() => void) | undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener());
  };
  return {
    key,
    get() {
      try {
        const value = localStorage.getItem(key);
        return value === null ? defaultValue() : value === 'true';
      } catch {
        return defaultValue();
      }
    },
    set(value) {
      try {
        localStorage.setItem(key, String(value));
      } catch {
        // Storage off: the choice lasts for this page only (listeners still hear of it below, but get() will not).
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        window.addEventListener('storage', onStorage);
        if (typeof fallback !== 'boolean') stopFallback = fallback.subscribe(() => listeners.forEach((l) => l()));
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          window.removeEventListener('storage', onStorage);
          stopFallback?.();
        }
      };
    },
  };
}
