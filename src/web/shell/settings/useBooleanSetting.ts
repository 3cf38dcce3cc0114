import { useSyncExternalStore } from 'react';
import type { BooleanSetting } from './booleanSetting';

/** The preference's value, re-rendering when it changes, and its setter. */
export function useBooleanSetting(setting: BooleanSetting): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(setting.subscribe, setting.get, setting.get);
  return [value, setting.set];
}
