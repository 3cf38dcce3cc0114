// The read-only setting sections (process parameters 9010, configuration parameters 9011, summer/winter time 9014,
// SMS and e-mail 9015): what the platform runs with, from the server's own constants and start-up options
// (GET /administration-service/v1/settings/platform-facts). docs/admin-guide.md says why none is edited here.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiFetch } from '../../api/apiFetch';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import '../pageData/pageData.css';
import './adminSettings.css';

interface PlatformFacts {
  publication: { interimHour: number; finalHour: number; sessionCloseHour: number; settlementDay: number };
  timeZone: { permanentSinceDay: string; changes: { year: number; summerStarts: string; summerEnds: string | null }[] };
  configuration: {
    links: { helpDesk: string; social: { network: string; url: string }[] };
    publicData: boolean; rateLimitPerMinute: number; mail: { smtp: boolean; from: string };
  };
}

type Section = 'process' | 'configuration' | 'timeZone' | 'mail';
type Translate = ReturnType<typeof useTranslation>['t'];
type Row = [label: string, value: ReactNode, where: string];

const rowsOf: Record<Exclude<Section, 'timeZone'>, (facts: PlatformFacts, t: Translate) => Row[]> = {
  process: ({ publication: p }, t) => [
    [t('platformFacts.process.interim'), t('platformFacts.process.hour', { hour: p.interimHour }), t('platformFacts.process.interimWhere')],
    [t('platformFacts.process.final'), t('platformFacts.process.hour', { hour: p.finalHour }), t('platformFacts.process.finalWhere')],
    [t('platformFacts.process.session'), t('platformFacts.process.hour', { hour: p.sessionCloseHour }), t('platformFacts.process.sessionWhere')],
    [t('platformFacts.process.settlement'), t('platformFacts.process.day', { day: p.settlementDay }), t('platformFacts.process.settlementWhere')],
  ],
  configuration: ({ configuration: c }, t) => [
    [t('platformFacts.configuration.helpDesk'), <a href={c.links.helpDesk}>{c.links.helpDesk}</a>, t('platformFacts.configuration.helpDeskWhere')],
    [
      t('platformFacts.configuration.social'),
      c.links.social.length === 0 ? t('platformFacts.configuration.noSocial') : (
        <ul className="admin-facts-list">{c.links.social.map((s) => <li key={s.network}>{s.network}: <a href={s.url} rel="noopener noreferrer">{s.url}</a></li>)}</ul>
      ),
      t('platformFacts.configuration.socialWhere'),
    ],
    [t('platformFacts.configuration.publicData'), t(c.publicData ? 'platformFacts.configuration.on' : 'platformFacts.configuration.off'), t('platformFacts.configuration.publicDataWhere')],
    [
      t('platformFacts.configuration.rateLimit'),
      c.rateLimitPerMinute > 0 ? t('platformFacts.configuration.perMinute', { count: c.rateLimitPerMinute }) : t('platformFacts.configuration.noLimit'),
      t('platformFacts.configuration.rateLimitWhere'),
    ],
  ],
  mail: ({ configuration: { mail } }, t) => [
    [t('platformFacts.mail.transport'), t(mail.smtp ? 'platformFacts.mail.smtp' : 'platformFacts.mail.console'), t('platformFacts.mail.transportWhere')],
    [t('platformFacts.mail.from'), mail.from, t('platformFacts.mail.fromWhere')],
    [t('platformFacts.mail.sms'), t('platformFacts.mail.smsValue'), t('platformFacts.mail.smsWhere')],
  ],
};

/** A UTC instant of a clock change, said as UTC (the offset itself is what changes). */
function utcTime(iso: string, locale: string): string {
  return `${new Date(iso).toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })} UTC`;
}

function PlatformFactsScreen({ section }: { section: Section }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts = useQuery({
    queryKey: ['admin', 'platform-facts'],
    queryFn: ({ signal }) => apiFetch<PlatformFacts>('/administration-service/v1/settings/platform-facts', { signal }),
    staleTime: Infinity,
  });
  const lead = section === 'timeZone' && facts.data
    ? t('platformFacts.timeZone.lead', { day: facts.data.timeZone.permanentSinceDay.split('-').reverse().join('.') })
    : t(`platformFacts.${section}.lead`, { day: '' });
  return (
    <div className="content-page admin-settings">
      <PageHeader title={t(`platformFacts.${section}.title`)} lead={lead} />
      <p className="admin-facts-note">{t('platformFacts.readOnly')}</p>
      {facts.isPending && <p className="status" role="status">{t('platformFacts.loading')}</p>}
      {facts.isError && (
        <p className="status" role="alert">
          {t('platformFacts.loadFailed')} <button type="button" className="button button-small" onClick={() => void facts.refetch()}>{t('platformFacts.retry')}</button>
        </p>
      )}
      {facts.data && (
        <div className="admin-page-data-scroll">
          {section === 'timeZone' ? (
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
          ) : (
            <table className="admin-page-data-table admin-settings-table">
              <thead><tr><th scope="col">{t('platformFacts.parameter')}</th><th scope="col">{t('platformFacts.value')}</th><th scope="col">{t('platformFacts.appliesTo')}</th></tr></thead>
              <tbody>
                {rowsOf[section](facts.data, t).map(([label, value, where]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                    <td className="admin-facts-where">{where}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </div>
  );
}

export const ProcessParametersScreen = () => <PlatformFactsScreen section="process" />;
export const ConfigurationParametersScreen = () => <PlatformFactsScreen section="configuration" />;
export const SummerWinterTimeScreen = () => <PlatformFactsScreen section="timeZone" />;
export const SmsAndEmailScreen = () => <PlatformFactsScreen section="mail" />;
