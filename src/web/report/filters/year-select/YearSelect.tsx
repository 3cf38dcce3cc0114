// A year picked from a short list (newest first): a native select, the most accessible control for a few
// dozen fixed choices. An empty entry leads the list when no year is chosen or an empty year means "all".
export interface YearSelectProps {
  id: string;
  label: string;
  /** The chosen year as text ('2024'), or '' for none. */
  value: string;
  years: readonly number[];
  onChange: (year: string) => void;
  /** Text of the empty entry, when an empty year may be chosen. */
  emptyLabel?: string | undefined;
  disabled?: boolean | undefined;
  invalid?: true | undefined;
  describedBy?: string | undefined;
}

export function YearSelect({ id, label, value, years, onChange, emptyLabel, disabled, invalid, describedBy }: YearSelectProps) {
  const known = years.some((year) => String(year) === value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={known ? value : ''} disabled={disabled} aria-invalid={invalid} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
        {(!known || emptyLabel !== undefined) && <option value="">{emptyLabel ?? ''}</option>}
        {years.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
