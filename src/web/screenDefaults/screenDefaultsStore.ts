// The platform's display defaults (admin screen 9016) as the app holds them: the built-in ones until the
// server's answer arrives (ScreenDefaultsLoader.tsx), then the administrator's. Readers outside React (the
// compact-tables setting) and inside it (useScreenDefaults) subscribe, so a default that arrives late still applies.
import { useSyncExternalStore } from 'react';
import { BUILT_IN_SCREEN_SETTINGS, type ScreenSettings } from '../../engine/app-api/screenSettings';

let current: ScreenSettings = BUILT_IN_SCREEN_SETTINGS;
const listeners = new Set<() => void>();

export const screenDefaults = {
  get: (): ScreenSettings => current,
  set(next: ScreenSettings): void {
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
};

/** The defaults in force, re-rendering when they arrive or change. */
export function useScreenDefaults(): ScreenSettings {
  return useSyncExternalStore(screenDefaults.subscribe, screenDefaults.get, screenDefaults.get);
}
