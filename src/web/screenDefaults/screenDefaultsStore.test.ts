// @vitest-environment happy-dom
// The platform's defaults fill only the gaps a reader left: the compact-tables switch follows the platform's
// default (also when it arrives late, telling its subscribers) until the reader sets it, and then never again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_SCREEN_SETTINGS } from '../../engine/app-api/screenSettings';
import { compactTablesSetting } from '../shell/settings/userSettings';
import { screenDefaults } from './screenDefaultsStore';

afterEach(() => {
  screenDefaults.set(BUILT_IN_SCREEN_SETTINGS);
  localStorage.clear();
});

describe('platform display defaults', () => {
  it('give compact tables to a reader who has not chosen, and tell the page when they arrive', () => {
    expect(compactTablesSetting.get()).toBe(false);
    const heard = vi.fn();
    const stop = compactTablesSetting.subscribe(heard);
    screenDefaults.set({ ...BUILT_IN_SCREEN_SETTINGS, compactTables: true });
    expect(heard).toHaveBeenCalled();
    expect(compactTablesSetting.get()).toBe(true);
    stop();
  });

  it('never override the reader\'s own choice', () => {
    compactTablesSetting.set(false);
    screenDefaults.set({ ...BUILT_IN_SCREEN_SETTINGS, compactTables: true });
    expect(compactTablesSetting.get()).toBe(false);
  });
});
