// The read-only setting section summer/winter time (9014): Istanbul's clock-change history the importers use
// (GET /administration-service/v1/settings/platform-facts); docs/admin-guide.md says why it is not a setting.
// The editable sections 9010, 9011 and 9015 have their own screens, exported from here under the names the
// administration's screen registry (../adminScreens.ts) imports.
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/apiFetch';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import '../pageData/pageData.css';
import './adminSettings.css';

/** The part of the platform facts this screen shows. */
interface PlatformFacts {
  timeZone: { permanentSinceDay: string; changes: { year: number; summerStarts: string; summerEnds: string | null }[] };
}

/** A UTC instant of a clock change, said as UTC (the offset itself is what changes). */
function utcTime(iso: string, locale: string): string {
  return `${new Date(iso).toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })} UTC`;
}

function PlatformFactsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts = useQuery({
    queryKey: ['admin', 'platform-facts'],
    queryFn: ({ signal }) => apiFetch<PlatformFacts>('/administration-service/v1/settings/platform-facts', { signal }),
    staleTime: Infinity,
  });
  const lead = t('platformFacts.timeZone.lead', { day: facts.data ? facts.data.timeZone.permanentSinceDay.split('-').reverse().join('.') : '2016' });
  return (
    <div className="content-page admin-settings">
      <PageHeader title={t('platformFacts.timeZone.title')} lead={lead} />
      <p className="admin-facts-note">{t('platformFacts.readOnly')}</p>
      {facts.isPending && <p className="status" role="status">{t('platformFacts.loading')}</p>}
      {facts.isError && (
        <p className="status" role="alert">
          {t('platformFacts.loadFailed')} <button type="button" className="button button-small" onClick={() => void facts.refetch()}>{t('platformFacts.retry')}</button>
        </p>
      )}
      {facts.data && (
        <div className="admin-page-data-scroll">
            <table className="admin-page-data-table admin-settings-table">
              <thead><tr><th scope="col">{t('platformFacts.timeZone.year')}</th><th scope="col">{t('platformFacts.timeZone.starts')}</th><th scope="col">{t('platformFacts.timeZone.ends')}</th></tr></thead>
              <tbody>
                {facts.data.timeZone.changes.map((change) => (
                  <tr key={change.year}>
                    <th scope="row">{change.year}</th>
                    <td>{utcTime(change.summerStarts, locale)}</td>
                    <td>{change.summerEnds ? utcTime(change.summerEnds, locale) : t('platformFacts.timeZone.permanent')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
        </div>
      )}
    </div>
  );
}

export { ProcessParametersScreen } from './ProcessParametersScreen';
export { ConfigurationParametersScreen } from './ConfigurationParametersScreen';
export { MailSettingsScreen as SmsAndEmailScreen } from './MailSettingsScreen';
export const SummerWinterTimeScreen = PlatformFactsScreen;
