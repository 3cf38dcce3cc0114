// A delivery hour picked from the 24 of a day, each shown as the interval it covers (13:00–14:00, Istanbul):
// a native select, the most accessible control for a fixed list this short.
import { formatHourInterval } from '../../../../engine/format/formatHourInterval';
import { pad2 } from '../../../../engine/format/istanbulWallClock';

export interface HourSelectProps {
  id: string;
  label: string;
  /** The chosen hour (0–23), or undefined for none. */
  value: number | undefined;
  onChange: (hour: number) => void;
  disabled?: boolean | undefined;
  invalid?: true | undefined;
  describedBy?: string | undefined;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function HourSelect({ id, label, value, onChange, disabled, invalid, describedBy }: HourSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value === undefined ? '' : String(value)} disabled={disabled} aria-invalid={invalid} aria-describedby={describedBy} onChange={(event) => onChange(Number(event.target.value))}>
        {value === undefined && <option value="" />}
        {HOURS.map((hour) => (
          <option key={hour} value={String(hour)}>
            {formatHourInterval(`${pad2(hour)}:00`)}
          </option>
        ))}
      </select>
    </div>
  );
}
