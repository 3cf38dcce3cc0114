import { useId } from 'react';

interface Props {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a checkbox announced as a switch, its label, and a line saying what it does. */
export function SettingSwitch({ label, hint, checked, onChange }: Props) {
  const hintId = useId();
  return (
    <div className="setting-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && <p id={hintId} className="setting-hint">{hint}</p>}
    </div>
  );
}
