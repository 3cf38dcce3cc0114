// The big number of a live card, with its unit and what it is (the hour, the day).
export function LiveFigure({ value, unit, caption }: { value: string; unit: string; caption: string }) {
  return (
    <p className="live-figure">
      <span className="live-value">{value}</span> <span className="live-unit">{unit}</span>
      <span className="live-caption">{caption}</span>
    </p>
  );
}
