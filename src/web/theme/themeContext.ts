import { createContext } from 'react';
import type { ThemeName } from '../../engine/charts/chartType';

export interface ThemeState {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

export const ThemeContext = createContext<ThemeState>({ theme: 'light', setTheme: () => {} });
