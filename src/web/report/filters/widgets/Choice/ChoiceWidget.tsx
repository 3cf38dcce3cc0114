// The switch between a choice's request bodies (by trade dates, by delivery): a radio group, so the reader
// sees both forms at once and arrows move between them. The chosen body's fields follow below it.
import type { FilterWidgetProps } from '../filterWidgetProps';
import type { ChoiceOptions } from './toChoiceFields';

export function ChoiceWidget({ id, value, onChange, label, options, disabled }: FilterWidgetProps) {
  const { alternatives } = options as unknown as ChoiceOptions;
  return (
    // The date range's fieldset look (no frame, legend as a label); radios inside chips.
    <fieldset className="date-range choice">
      <legend>{label}</legend>
      <div className="chip-group" role="radiogroup" aria-label={label}>
        {alternatives.map((alternative, i) => (
          <label key={String(alternative.value)} className="chip">
            <input
              type="radio"
              id={`${id}_${i}`}
              name={id}
              checked={String(value) === String(alternative.value)}
              disabled={disabled}
              onChange={() => onChange(alternative.value)}
            />
            {alternative.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
