// The frame of every page: header, sidebar (once the menu, the window size and the server's dates are known),
// breadcrumb, the page, footer; the page loader, the error modal and a member's watchers (publications, alert
// firings) run here once (the watchers and the sticky announcement once the page is in, shell/idle/afterStart.ts).
import { Disclaimer } from '../content-pages/Disclaimer';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { setSessionHandler } from '../api/request/sessionHandler';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { useCurrentRoute } from '../router/useCurrentRoute';
import { useLocation } from '../router/useLocation';
import { StickyAnnouncement } from '../announcements/StickyAnnouncement';
import { Breadcrumb } from './breadcrumb/Breadcrumb';
import { ErrorModal } from './errors/ErrorModal';
import { NoticeModal } from './notices/NoticeModal';
import { Header } from './Header';
import { currentReturnPath, identityHref } from './identity/identityHref';
import { PageLoader } from './loader/PageLoader';
import { toServerClock } from './notifications/serverClock';
import { lazyPage } from '../router/chunks/lazyPage';
import { useAfterStart } from './idle/afterStart';
import { dateInitQuery } from './session/sessionQueries';
import { Sidebar } from './sidebar/Sidebar';
import { SocialLinks } from './SocialLinks';
import { useViewport } from './viewport/useViewport';
import { useTheme } from '../theme/useTheme';
import { FIXED_PAGE } from '../router/menus/fixedMenus';
import { TermsBanner } from '../contracts/TermsBanner';
import { TERMS_PAGE } from '../contracts/termsQueries';

const MemberWatchers = lazyPage(() => import('./notifications/MemberWatchers').then((m) => m.MemberWatchers));

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  const viewport = useViewport();
  const { menu, route } = useCurrentRoute();
  const dates = useQuery(dateInitQuery());
  const serverTime = dates.data?.serverTime;
  const serverClock = useMemo(() => (serverTime ? toServerClock(serverTime, dates.dataUpdatedAt) : null), [serverTime, dates.dataUpdatedAt]);
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const signedIn = !!menu.user?.name;
  // The publication stream and the alert firings are watched once the page itself is in: not the first screen's.
  const afterStart = useAfterStart();

  // A 401 or a dispatch while signed in: the session is over here too; go to the sign-in page and come back.
  useEffect(() => {
    setSessionHandler({
      isSignedIn: () => signedIn,
      goTo: (url) => window.location.assign(url),
      signOut: () => window.location.assign(identityHref('sign-in', { returnTo: currentReturnPath(), locale, theme })),
    });
  }, [signedIn, locale, theme]);

  // A new page closes the mobile drawer (state adjusted while rendering, not in an effect).
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  const currentId = route?.type === 'screen' ? route.entry?.node.id : undefined;
  const noticeReportId = menu.publicationNoticeReportId;
  const noticePageId = noticeReportId === undefined ? undefined : menu.pageIdByReportId.get(noticeReportId);
  const noticeHref = noticePageId === undefined ? undefined : menu.index.byId.get(String(noticePageId))?.node.urlEn ?? `/reports/${noticeReportId}`;
  // The sidebar waits for the server's dates too (its favourites and the notifications use them); a failed
  // date-init must not hide the menu for good, so an answer of either kind will do.
  const sidebarReady = menu.ready && !dates.isPending;
  const guide = menu.index.byId.get(String(FIXED_PAGE.webServiceGuide))?.node.urlEn;
  const faq = menu.index.byId.get(String(FIXED_PAGE.faq))?.node.urlEn;
  const about = menu.index.byId.get(String(FIXED_PAGE.aboutPlatform))?.node.urlEn;
  const announcements = menu.index.byId.get(String(FIXED_PAGE.announcements))?.node.urlEn ?? undefined;

  return (
    <>
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      <PageLoader />
      <Header user={menu.user} userPending={menu.user === undefined && !menu.failed} mobile={viewport.mobile} narrow={viewport.narrow} onOpenMenu={() => setDrawerOpen(true)} menuButtonRef={menuButton} />
      <div className="app-body">
        {sidebarReady && (
          <Sidebar tree={menu.tree} currentId={currentId} locale={locale} mobile={viewport.mobile} open={drawerOpen} onClose={closeDrawer} />
        )}
        <main id="main" className="app-main" tabIndex={-1}>
          {menu.ready && currentId !== undefined && <Breadcrumb tree={menu.tree} currentId={currentId} locale={locale} />}
          {/* A member asked to accept a new version of the terms of use (src/web/contracts). */}
          {signedIn && !menu.user?.adminSession && <TermsBanner />}
          {children}
        </main>
      </div>
      <footer className="app-footer">
        <p>{t('app.footer')}</p>
        <Disclaimer className="footer-disclaimer" />
        <nav aria-label={t('shell.footerLinks')} className="footer-links">
          {about && <Link href={about}>{t('shell.about')}</Link>}
          {faq && <Link href={faq}>{t('shell.faq')}</Link>}
          {guide && <Link href={guide}>{t('shell.guide')}</Link>}
          <a href={`${TERMS_PAGE}?lang=${locale}`}>{t('termsBanner.footerLink')}</a>
        </nav>
        <SocialLinks className="footer-social" />
      </footer>
      <ErrorModal />
      <NoticeModal />
      <StickyAnnouncement announcementsHref={announcements} />
      {signedIn && !menu.user?.adminSession && afterStart && (
        <Suspense fallback={null}>
          <MemberWatchers publicationHref={dates.isPending ? undefined : noticeHref} serverClock={serverClock} />
        </Suspense>
      )}
    </>
  );
}
