import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ThemeName } from '../../engine/charts/chartType';
import { ThemeContext } from './themeContext';
import { applyTheme, saveTheme, savedTheme, systemTheme } from './themePreference';
import { useScreenDefaults } from '../screenDefaults/screenDefaultsStore';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [explicit, setExplicit] = useState<ThemeName | null>(savedTheme);
  const [system, setSystem] = useState<ThemeName>(systemTheme);
  // No choice of the reader's: the platform's default theme (admin screen 9016), which may be to follow the system.
  const platform = useScreenDefaults().theme;
  const theme = explicit ?? (platform === 'system' ? system : platform);

  // Follow the system setting live until the user picks a theme here.
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => applyTheme(theme), [theme]);

  const setTheme = useCallback((next: ThemeName) => {
    saveTheme(next);
    setExplicit(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
