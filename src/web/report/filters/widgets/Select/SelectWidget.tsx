import type { FilterWidgetProps } from '../filterWidgetProps';

/** A native select: the options are few and fixed, and the platform control is the most accessible one. */
export function SelectWidget({ id, value, onChange, label, options, rawErrors, disabled, required }: FilterWidgetProps) {
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={index === -1 ? '' : String(index)}
        disabled={disabled}
        required={required}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
        onChange={(event) => onChange(choices[Number(event.target.value)]?.value)}
      >
        {index === -1 && <option value="" />}
        {choices.map((choice, i) => (
          <option key={String(choice.value)} value={String(i)}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
