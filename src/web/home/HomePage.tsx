// `/home`: the live market summary for everyone; then, for members, every report page of the menu by group (and
// the page visited last); for visitors, what the platform offers and the way in.
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { lastVisitedPageId } from '../router/lastVisitedPage';
import { currentReturnPath, identityHref } from '../shell/identity/identityHref';
import { useAppMenu } from '../shell/session/useAppMenu';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useTheme } from '../theme/useTheme';
import { LiveSummary } from './live/LiveSummary';
import { menuSections } from './menuSections';

export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  const menu = useAppMenu();
  useDocumentTitle(t('home.title'));
  const label = (node: { labelTr: string; labelEn: string }) => (locale === 'tr' ? node.labelTr : node.labelEn);
  const lastId = lastVisitedPageId();
  const last = lastId ? menu.index.byId.get(lastId)?.node : undefined;
  const sections = menuSections(menu.tree).filter((s) => s.pages.some((p) => menu.reportIdByPageId.has(p.id)));

  if (!menu.readsData) {
    return (
      <div className="home">
        <header className="page-header">
          <h1>{t('home.welcomeTitle')}</h1>
          <p className="page-lead">{t('home.welcomeIntro')}</p>
        </header>
        <LiveSummary />
        <section className="home-prompt" aria-labelledby="home-members">
          <h2 id="home-members">{t('home.membersTitle')}</h2>
          <p>{t('home.membersText')}</p>
          <p className="home-actions">
            <a className="button button-primary" href={identityHref('sign-in', { returnTo: currentReturnPath(), locale, theme })}>{t('shell.signIn')}</a>
            <a className="button" href={identityHref('membership-request', { returnTo: currentReturnPath(), locale, theme })}>{t('shell.requestMembership')}</a>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className="home">
      <header className="page-header">
        <h1>{t('home.title')}</h1>
        <p className="page-lead">{t('home.intro')}</p>
        {last?.urlEn && (
          <p className="home-last">
            <Link href={last.urlEn}>{t('shell.continue', { page: label(last) })}</Link>
          </p>
        )}
      </header>
      <LiveSummary />
      <h2 className="home-reports-title">{t('home.reportsTitle')}</h2>
      {sections.length === 0 && <p className="status">{t('home.empty')}</p>}
      <div className="report-groups">
        {sections.map((section) => {
          const headingId = `group-${section.group.id}`;
          return (
            <section key={section.group.id} className="report-group" aria-labelledby={headingId}>
              <p className="report-group-path">{section.path.map(label).join(' › ')}</p>
              <h2 id={headingId}>{label(section.group)}</h2>
              <ul>
                {section.pages.map((page) => (
                  <li key={page.id}>
                    <Link href={page.urlEn!}>{label(page)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
