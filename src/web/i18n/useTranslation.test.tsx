// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from './i18n';
import { loadTextGroup } from './textGroups';
import { useTranslation } from './useTranslation';

afterEach(() => {
  cleanup();
  changeLocale('en');
});

describe('useTranslation', () => {
  it('gives the same text each time, follows the language, and reads a text group that arrives later', async () => {
    act(() => changeLocale('en'));
    const { result, rerender } = renderHook(() => useTranslation().t);
    expect(result.current('app.name')).toBe(result.current('app.name'));
    expect(result.current('sidebar.close')).toBe('Close the menu');
    // Not yet loaded: i18next answers with the key, which is not kept.
    expect(result.current('adminMenu.title')).toBe('adminMenu.title');
    await loadTextGroup('admin');
    rerender();
    expect(result.current('adminMenu.title')).toBe('Menu Operations');
    act(() => changeLocale('tr'));
    expect(result.current('adminMenu.title')).toBe('Menü İşlemleri');
    // With values: each call's own values, in the language of the moment.
    expect(result.current('shell.greeting', { name: 'Ayşe' })).toBe('Merhaba, Ayşe');
    expect(result.current('shell.greeting', { name: 'Mehmet' })).toBe('Merhaba, Mehmet');
    act(() => changeLocale('en'));
    expect(result.current('shell.greeting', { name: 'Ayşe' })).toBe('Hello, Ayşe');
  });
});
