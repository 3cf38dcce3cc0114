// A field's fault beside it, from the form's own check (a translation key) or the server's refusal (its text).
import { useTranslation } from '../../../i18n/useTranslation';
import type { FieldErrors } from './limitFieldErrors';

export function FieldMessage({ id, error }: { id: string; error: FieldErrors[string] | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <span className="field-error" id={id} role="alert">{'text' in error ? error.text : t(error.key, error.values)}</span>;
}

/** Props of an input with its message: the id the label names, and the message's id when at fault. */
export function inputProps(id: string, error: FieldErrors[string] | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}
