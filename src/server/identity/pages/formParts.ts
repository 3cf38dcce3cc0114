// Form pieces of the identity pages: labelled fields with their error beside them, the CSRF field, alerts.
import { escapeHtml } from './renderPage';

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'textarea';
  value?: string;
  error?: string;
  hint?: string;
  autocomplete?: string;
  required?: boolean;
  requiredText?: string;
  maxLength?: number;
  inputMode?: 'numeric';
}

export function field(spec: FieldSpec): string {
  const id = `f-${spec.name}`;
  const described = [spec.hint ? `${id}-hint` : '', spec.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attrs = [
    `id="${id}"`, `name="${spec.name}"`,
    spec.autocomplete ? `autocomplete="${spec.autocomplete}"` : '',
    spec.required ? 'required' : '',
    spec.maxLength ? `maxlength="${spec.maxLength}"` : '',
    spec.inputMode ? `inputmode="${spec.inputMode}"` : '',
    spec.error ? 'aria-invalid="true"' : '',
    described ? `aria-describedby="${described}"` : '',
  ].filter(Boolean).join(' ');
  const value = spec.type === 'password' ? '' : escapeHtml(spec.value ?? '');
  const control = spec.type === 'textarea'
    ? `<textarea ${attrs}>${value}</textarea>`
    : `<input type="${spec.type ?? 'text'}" ${attrs} value="${value}">`;
  return `<div class="id-field">
<label for="${id}">${escapeHtml(spec.label)}${spec.required && spec.requiredText ? ` <span class="id-required">(${escapeHtml(spec.requiredText)})</span>` : ''}</label>
${spec.hint ? `<span class="id-hint" id="${id}-hint">${escapeHtml(spec.hint)}</span>` : ''}
${control}
${spec.error ? `<span class="id-error" id="${id}-error">${escapeHtml(spec.error)}</span>` : ''}
</div>`;
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

export function alert(text: string, kind: 'error' | 'ok' = 'error'): string {
  return `<p class="id-alert${kind === 'ok' ? ' ok' : ''}" role="${kind === 'ok' ? 'status' : 'alert'}">${escapeHtml(text)}</p>`;
}

export function form(action: string, csrf: string, inner: string, submit: string, after = ''): string {
  return `<form method="post" action="${escapeHtml(action)}" novalidate>
${hidden('_csrf', csrf)}
${inner}
<div class="id-actions"><button type="submit">${escapeHtml(submit)}</button>${after}</div>
</form>`;
}

/** Route options of a page form's POST: it reads a form body only (415 for JSON or text, http/bodyContentType.ts). */
export const FORM_BODY = { config: { body: 'form' as const } };
