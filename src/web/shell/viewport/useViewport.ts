// The window's width class: `mobile` below 1200 px (the sidebar becomes a drawer), `narrow` below 500 px.
// Resizing is debounced by 200 ms so a dragged window edge re-renders the layout once, not per pixel.
import { useEffect, useState } from 'react';

export const MOBILE_BELOW = 1200;
export const NARROW_BELOW = 500;
export const RESIZE_DEBOUNCE_MS = 200;

export interface Viewport {
  width: number;
  narrow: boolean;
  mobile: boolean;
}

export function toViewport(width: number): Viewport {
  return { width, narrow: width < NARROW_BELOW, mobile: width < MOBILE_BELOW };
}

export function useViewport(): Viewport {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
  return toViewport(width);
}
