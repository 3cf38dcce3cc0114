// A list entry's link name: the anchor of its place on the public page (`#<name>`).
import { useContext } from 'react';
import { FieldContext } from './ContentFields';

export function AnchorField({ pointer, label, value, onChange }: { pointer: string; label: string; value: string; onChange: (value: string) => void }) {
  const { idOf, errorOf } = useContext(FieldContext);
  const id = idOf(pointer);
  const error = errorOf(pointer);
  return (
    <div className="field content-pages-anchor">
      <label htmlFor={id}>{label}</label>
      <input
        id={id} type="text" value={value} maxLength={60} spellCheck={false} autoCapitalize="none"
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <span className="field-error" id={`${id}-error`} role="alert">{error}</span>}
    </div>
  );
}
