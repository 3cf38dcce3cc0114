// The one wrapper around ECharts: it owns the instance (init, option updates, resize, dispose). The
// option comes ready-made from a chart type's pure toEchartsOption, theme colours included. A panel that
// acts on the live chart (legend select all/none, picture downloads) gets the instance through onReady.
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { useContext, useEffect, useRef } from 'react';
import { ChartRendererContext } from './chartRendererContext';
import './echartsSetup';

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

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
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
  }, [renderer]);

  useEffect(() => {
    // notMerge: a new chart type or series set replaces the old one instead of blending with it.
    // Runs after the init effect, also when a new renderer re-created the instance.
    chartRef.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [option, renderer]);

  return <div ref={containerRef} className={className ?? 'echart'} role="img" aria-label={label} />;
}
