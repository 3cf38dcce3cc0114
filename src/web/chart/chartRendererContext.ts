import { createContext } from 'react';

/**
 * Canvas in the browser. Tests (happy-dom has no canvas) provide 'svg' and register SVGRenderer
 * themselves, so the SVG renderer never enters the app bundle.
 */
export const ChartRendererContext = createContext<'canvas' | 'svg'>('canvas');
