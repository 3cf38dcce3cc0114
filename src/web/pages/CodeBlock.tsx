import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { copyText } from './copyText';

type CopyState = 'idle' | 'copied' | 'failed';

const RESET_AFTER_MS = 2500;

/** A code sample with a copy button; the result is shown on the button and announced by a status line. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const action = state === 'copied' ? t('pages.guide.copied') : t('pages.guide.copy');
  const onCopy = async () => setState((await copyText(code)) ? 'copied' : 'failed');

  return (
    <div className="code-block" role="group" aria-label={label}>
      <div className="code-block-bar">
        <span className="code-block-label">{label}</span>
        <button type="button" className="button button-small" data-state={state} aria-label={`${action}: ${label}`} onClick={() => void onCopy()}>
          {state === 'copied' && <span aria-hidden="true">✓ </span>}
          {action}
        </button>
      </div>
      {/* Focusable so a keyboard can scroll long lines sideways. */}
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
      <p className="code-block-status" role="status">
        {state === 'failed' ? t('pages.guide.copyFailed') : state === 'copied' ? <span className="visually-hidden">{t('pages.guide.copied')}</span> : null}
      </p>
    </div>
  );
}
