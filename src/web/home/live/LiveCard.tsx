// One card of the home page's live summary: a heading, the figure, a small chart, when the data was published
// (Istanbul time, said so) and the way to its report: the page itself for members, the sign-in for visitors.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { useLocale } from '../../i18n/useLocale';
import { Link } from '../../router/Link';
import { currentReturnPath, identityHref } from '../../shell/identity/identityHref';
import { useAppMenu } from '../../shell/session/useAppMenu';
import { useTheme } from '../../theme/useTheme';

export interface LiveCardProps {
  id: string;
  title: string;
  /** The report page the card summarises. */
  reportId: string;
  /** The query state of the card's data. */
  pending: boolean;
  failed: boolean;
  retry: () => void;
  /** When the newest figure became public (ISO), if the answer says. */
  published?: string | null | undefined;
  /** True when the call answered but holds nothing yet (no hour of today is over). */
  empty?: boolean;
  children: ReactNode;
}

export function LiveCard({ id, title, reportId, pending, failed, retry, published, empty, children }: LiveCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  const menu = useAppMenu();
  const pageId = menu.pageIdByReportId.get(reportId);
  const href = pageId === undefined ? undefined : menu.index.byId.get(String(pageId))?.node.urlEn;
  const headingId = `live-${id}`;
  return (
    <section className="live-card" aria-labelledby={headingId} aria-busy={pending || undefined}>
      <h2 id={headingId}>{title}</h2>
      {pending ? (
        <p className="status">{t('live.loading')}</p>
      ) : failed ? (
        <p className="status">
          {t('live.failed')}{' '}
          <button type="button" className="button-link" onClick={retry}>{t('live.retry')}</button>
        </p>
      ) : empty ? (
        <p className="status">{t('live.empty')}</p>
      ) : (
        children
      )}
      <p className="live-foot">
        {published ? <span>{t('live.published', { time: formatDateTime(published, locale) })}</span> : <span>{t('live.timeZone')}</span>}
        {href ? (
          <Link href={href}>{t('live.openReport')}</Link>
        ) : !menu.readsData ? (
          <a href={identityHref('sign-in', { returnTo: currentReturnPath(), locale, theme })}>{t('live.signInForReport')}</a>
        ) : null}
      </p>
    </section>
  );
}
