// "Try it": a signed-in member sends the operation's request with their session through the same API the app
// uses, and sees the answer (JSON as text; a file by its type and size).
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { apiResponse } from '../api/apiFetch';
import { ErrorNotice } from '../shell/ErrorNotice';
import type { ReferenceOperation } from './referenceDocument';

interface Answer { status: number; text: string }

export function TryItForm({ operation }: { operation: ReferenceOperation }) {
  const { t } = useTranslation();
  const bodyId = useId();
  const takesBody = operation.method !== 'GET';
  const [body, setBody] = useState(() => JSON.stringify(operation.request?.example ?? {}, null, 2));
  const [bodyError, setBodyError] = useState(false);
  const send = useMutation({
    mutationFn: async (parsed: unknown): Promise<Answer> => {
      const response = await apiResponse(operation.path, { method: operation.method === 'GET' ? 'GET' : 'POST', ...(takesBody ? { body: parsed } : {}), suppressErrorModal: true });
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('json')) return { status: response.status, text: JSON.stringify(await response.json(), null, 2) };
      const bytes = (await response.arrayBuffer()).byteLength;
      return { status: response.status, text: t('apiReference.fileAnswer', { type: type.split(';')[0], bytes }) };
    },
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    let parsed: unknown = undefined;
    if (takesBody) {
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        setBodyError(true);
        return;
      }
    }
    setBodyError(false);
    send.mutate(parsed);
  };

  return (
    <form className="reference-try" onSubmit={onSubmit} noValidate>
      <p>{t('apiReference.tryItIntro')}</p>
      {takesBody && (
        <div className="reference-try-body">
          <label htmlFor={bodyId}>{t('apiReference.body')}</label>
          <textarea
            id={bodyId} rows={Math.min(16, body.split('\n').length + 1)} spellCheck={false} value={body}
            aria-invalid={bodyError} aria-describedby={bodyError ? `${bodyId}-error` : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          {bodyError && <p id={`${bodyId}-error`} className="field-error" role="alert">{t('apiReference.invalidJson')}</p>}
        </div>
      )}
      <button type="submit" className="button" disabled={send.isPending}>{send.isPending ? t('apiReference.sending') : t('apiReference.send')}</button>
      {send.isError && <ErrorNotice brief error={send.error} />}
      {send.data && (
        <div className="reference-try-answer">
          <p role="status">{t('apiReference.answerStatus', { status: send.data.status })}</p>
          <pre tabIndex={0}><code>{send.data.text}</code></pre>
        </div>
      )}
    </form>
  );
}
