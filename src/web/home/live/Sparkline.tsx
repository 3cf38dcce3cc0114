// A small line chart drawn as SVG, for the home page's cards: a few series over fixed slots (the 24 hours of a
// day, the last seven days), no axes, one scale. Light enough to draw eight of them without a chart library.
export interface SparkSeries {
  /** One value per slot; null where the slot has no value (yet). */
  values: readonly (number | null)[];
  /** A CSS colour (a custom property works). */
  color: string;
  /** Drawn dashed and thinner: the series to compare against (yesterday, tomorrow). */
  secondary?: boolean;
}

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 4;

/** The path of one series, broken where a value is missing. */
export function sparkPath(values: readonly (number | null)[], slots: number, min: number, max: number): string {
  const span = max - min || 1;
  const x = (i: number) => PAD + (slots <= 1 ? 0 : (i * (WIDTH - 2 * PAD)) / (slots - 1));
  const y = (v: number) => HEIGHT - PAD - ((v - min) / span) * (HEIGHT - 2 * PAD);
  let path = '';
  let pen = false;
  values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) { pen = false; return; }
    path += `${pen ? 'L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`;
    pen = true;
  });
  return path;
}

export function Sparkline({ series, slots, label }: { series: readonly SparkSeries[]; slots: number; label: string }) {
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null && Number.isFinite(v)));
  if (all.length === 0) return null;
  const min = Math.min(...all);
  const max = Math.max(...all);
  return (
    <svg className="sparkline" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
      {series.map((s, i) => (
        <path
          key={i}
          d={sparkPath(s.values, slots, min, max)}
          fill="none"
          stroke={s.color}
          strokeWidth={s.secondary ? 1.5 : 2.25}
          strokeDasharray={s.secondary ? '4 3' : undefined}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
