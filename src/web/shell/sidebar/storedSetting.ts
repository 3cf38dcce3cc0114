// Sidebar settings kept in localStorage, read through useSyncExternalStore so every reader (the sidebar, the
// layout that makes room for a locked sidebar, another tab) sees a change at once. When storage is
// forbidden (private browsing) the value lives in memory for this page only.
import { useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'seffaflik:setting';
const memory = new Map<string, string>();

export function readSetting(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeSetting(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

export function useStoredSetting(key: string): string | null {
  return useSyncExternalStore(subscribe, () => readSetting(key), () => null);
}
