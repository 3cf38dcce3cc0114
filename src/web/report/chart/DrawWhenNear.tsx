// Draws a chart only once its place comes near the screen. On a phone the chart sits under the filters and the
// summary, below the first screen: drawing it while the page loads (ECharts building its axes, labels and canvas)
// held the main thread for about a second of a slow phone's time before the reader could scroll. Where the place
// is already near the screen at the first layout (a desktop, the chart-only layout) the chart is drawn at once,
// before the first paint, so nothing changes there. Without IntersectionObserver it is drawn at once.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen the place may be for the chart to be drawn, in CSS pixels. */
export const NEAR_MARGIN_PX = 400;

export function DrawWhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    const element = place.current;
    if (near || !element) return undefined;
    const { top, bottom } = element.getBoundingClientRect();
    if (typeof IntersectionObserver === 'undefined' || (top < window.innerHeight + NEAR_MARGIN_PX && bottom > -NEAR_MARGIN_PX)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR_MARGIN_PX}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={place} className="panel chart-placeholder">{placeholder}</div>;
}
