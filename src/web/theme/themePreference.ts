// The saved theme, else the system preference. Stored under the names the platform uses for its
// themes (default-light, default-dark); components speak of 'light' and 'dark'.
import type { ThemeName } from '../../engine/charts/chartType';

const STORAGE_KEY = 'seffaflik.theme';
const stored: Record<ThemeName, string> = { light: 'default-light', dark: 'default-dark' };

export function savedTheme(): ThemeName | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    if (value === stored.dark) return 'dark';
    if (value === stored.light) return 'light';
  } catch {
    // Storage may be off; fall through to the system preference.
  }
  return null;
}

export function systemTheme(): ThemeName {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function saveTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(STORAGE_KEY, stored[theme]);
  } catch {
    // The choice then lasts for this page only.
  }
}

/** Sets the CSS variables' switch: every colour in the style sheets hangs off data-theme. */
export function applyTheme(theme: ThemeName): void {
  document.documentElement.dataset.theme = stored[theme];
  document.documentElement.style.colorScheme = theme;
}
