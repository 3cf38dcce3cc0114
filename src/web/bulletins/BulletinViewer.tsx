// The chosen bulletin: asked for first (a bulletin not yet archived is made on this request), then shown in a
// sandboxed frame with its "open" and "download PDF" links; a date with no bulletin shows the server's message.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { bulletinPath, type BulletinMarket, type BulletinPeriod } from './bulletinAddress';

interface Props { market: BulletinMarket; period: BulletinPeriod; periodKey: string; title: string }

type Outcome = { ok: true } | { ok: false; message: string };

/** Whether the bulletin answers, or the message of its error envelope (404 not published, 400 bad date). */
async function checkBulletin(url: string, signal: AbortSignal, fallback: string): Promise<Outcome> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (response.ok) return { ok: true };
  const body = await response.json().catch(() => undefined) as { errors?: { errorMessage?: string }[] } | undefined;
  return { ok: false, message: body?.errors?.[0]?.errorMessage ?? fallback };
}

export function BulletinViewer({ market, period, periodKey, title }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const html = bulletinPath(market, period, periodKey, locale, 'html');
  const pdf = bulletinPath(market, period, periodKey, locale, 'pdf');
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['bulletin', html],
    queryFn: ({ signal }) => checkBulletin(html, signal, t('bulletins.failed')),
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (isPending) return <p className="status" role="status">{t('bulletins.loading')}</p>;
  if (error) {
    return (
      <div className="content-notice" role="alert">
        <p>{t('bulletins.failed')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>{t('bulletins.retry')}</button>
      </div>
    );
  }
  if (!data.ok) return <p className="content-notice bulletin-missing" role="alert">{data.message}</p>;
  return (
    <section className="bulletin-viewer" aria-label={title}>
      <div className="bulletin-viewer-head">
        <h2>{title}</h2>
        <div className="content-actions">
          <a className="button" href={html} target="_blank" rel="noopener" aria-label={t('bulletins.openFor', { title })}>{t('bulletins.open')}</a>
          <a className="button button-primary" href={pdf} download aria-label={t('bulletins.pdfFor', { title })}>{t('bulletins.pdf')}</a>
        </div>
      </div>
      {/* No permission at all: the bulletin runs nothing and reaches nothing (its own CSP says the same). */}
      <iframe className="bulletin-frame" src={html} sandbox="" title={t('bulletins.frame', { title })} />
    </section>
  );
}
