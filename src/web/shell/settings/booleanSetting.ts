// An on/off preference in localStorage ('true'/'false'), with change listeners so a switch in the settings
// dialog takes effect at once wherever the preference is read, in this tab and others.

export interface BooleanSetting {
  key: string;
  get(): boolean;
  set(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createBooleanSetting(key: string, defaultValue: boolean): BooleanSetting {
  const listeners = new Set<() => void>();
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener());
  };
  return {
    key,
    get() {
      try {
        const value = localStorage.getItem(key);
        return value === null ? defaultValue : value === 'true';
      } catch {
        return defaultValue;
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
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
