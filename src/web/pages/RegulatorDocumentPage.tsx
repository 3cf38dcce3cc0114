// The regulator's decision on transparency: the published-data list it requires, from the server (administrators
// edit it), each item linking to the report page that publishes it. The page's address comes from the menu, so a
// renamed or moved page still links; the decision's own text stays with the regulator (the intro links there).
import { useQuery } from '@tanstack/react-query';
import { ContentHtml } from '../content-pages/ContentHtml';
import { contentQuery } from '../content-pages/contentQuery';
import { ContentStatus } from '../content-pages/ContentStatus';
import { useLocale } from '../i18n/useLocale';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router/Link';
import { useAppMenu } from '../shell/session/useAppMenu';
import { PageHeader } from '../shell/PageHeader';
import '../content-pages/contentPages.css';

export function RegulatorDocumentPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const menu = useAppMenu();
  const decision = useQuery(contentQuery('regulator-decision'));
  const hrefOf = (reportId: string) => {
    const pageId = decision.data?.reports?.[reportId]?.pageId ?? menu.pageIdByReportId.get(reportId);
    return (pageId === undefined ? undefined : menu.index.byId.get(String(pageId))?.node.urlEn) ?? `/reports/${reportId}`;
  };
  return (
    <div className="content-page">
      <PageHeader title={t('pages.regulator.title')} />
      {decision.data ? (
        <>
          <ContentHtml html={decision.data.document.intro[locale]} />
          <h2 id="decision-items">{t('contentPages.public.decisionItems')}</h2>
          <ul className="decision-list" aria-labelledby="decision-items">
            {decision.data.document.items.map((item) => (
              <li key={item.reportId} className="decision-item">
                <Link href={hrefOf(item.reportId)}>{item.label[locale]}</Link>
                <span className="decision-report">{decision.data.reports?.[item.reportId]?.title[locale]}</span>
                <p className="decision-note">{item.note[locale]}</p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ContentStatus failed={decision.isError} onRetry={() => void decision.refetch()} />
      )}
    </div>
  );
}
