// The one wrapper around ECharts: it owns the instance (init, option updates, resize, dispose). The
// option comes ready-made from a chart type's pure toEchartsOption, theme colours included. A panel that
// acts on the live chart (legend select all/none, picture downloads) gets the instance through onReady.
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { useContext, useEffect, useReducer, useRef, useState } from 'react';
import { ChartRendererContext } from './chartRendererContext';
import { hasEchartsParts, loadEchartsParts, registeredEchartsParts } from './echartsParts';

interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the table below holds the same data as text). */
  label: string;
  className?: string;
  /** Called with the instance once it exists, and with null when it is gone. */
  onReady?: (chart: EChartsType | null) => void;
}

export function EChart({ option, label, className, onReady }: EChartProps) {
  const renderer = useContext(ChartRendererContext);
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  // The latest callback, without re-creating the chart when the parent passes a new function.
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  // An ECharts instance runs only the parts registered before its init: it is created once the option's
  // parts are in, and created anew when more parts were registered since (0: the option's are not in yet).
  const [, partsLoaded] = useReducer((n: number) => n + 1, 0);
  // A part that could not be loaded ends in the chart's error boundary, like a chunk that failed.
  const [loadError, setLoadError] = useState<Error | null>(null);
  const parts = hasEchartsParts(option) ? registeredEchartsParts() + 1 : 0;
  useEffect(() => {
    if (parts > 0) return;
    let current = true;
    loadEchartsParts(option).then(
      () => current && partsLoaded(),
      (error: unknown) => current && setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [option, parts]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || parts === 0) return;
    const chart = init(container, null, { renderer });
    chartRef.current = chart;
    onReadyRef.current?.(chart);
    // Follows the container, not the window: the layout can change width without a window resize.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => chart.resize()) : null;
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
      onReadyRef.current?.(null);
    };
  }, [renderer, parts]);

  useEffect(() => {
    // notMerge: a new chart type or series set replaces the old one instead of blending with it.
    // Runs after the init effect, also when a new renderer or new parts re-created the instance.
    if (parts > 0) chartRef.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [option, renderer, parts]);

  if (loadError) throw loadError;
  return <div ref={containerRef} className={className ?? 'echart'} role="img" aria-label={label} />;
}
