import type { FieldTemplateProps } from '@rjsf/utils';

/** Each widget draws its own label (a date range needs a fieldset); the template adds the messages. */
export function FieldTemplate({ id, children, rawErrors, hidden, classNames }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  const errors = (rawErrors ?? []).filter(Boolean);
  return (
    <div className={`filter-field ${classNames ?? ''}`.trim()}>
      {children}
      {errors.length > 0 && (
        <ul id={`${id}__error`} className="field-errors">
          {errors.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
