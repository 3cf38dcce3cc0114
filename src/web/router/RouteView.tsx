// Address → page. Routes come from the menu (resolveRoute); redirects replace the address; each page is a lazy
// chunk inside its own request scope, so leaving a page cancels what it still had in flight.
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { PageRequestScope } from '../api/request/PageRequestScope';
import { useLocale } from '../i18n/useLocale';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PageFailure } from '../shell/errors/PageFailure';
import { usePageMeta } from '../shell/usePageMeta';
import { navigate } from './history';
import { rememberLastPage } from './lastVisitedPage';
import { FIXED_PAGE } from './menus/fixedMenus';
import { isRememberedScreen } from './resolveRoute';
import { usePageCode } from './chunks/usePageCode';
import { drawScreen } from './screenPages';
import { useCurrentRoute } from './useCurrentRoute';

function Loading() {
  const { t } = useTranslation();
  return <p className="status" role="status">{t('status.loading')}</p>;
}

/** Pages other than reports carry the platform's default description and keywords. */
function DefaultPageMeta() {
  usePageMeta({});
  return null;
}

export function RouteView() {
  const locale = useLocale();
  const { menu, route } = useCurrentRoute();
  const entry = route?.type === 'screen' ? route.entry : undefined;
  const title = entry ? (locale === 'tr' ? entry.node.labelTr : entry.node.labelEn) : undefined;

  useEffect(() => {
    if (!route) return;
    if (route.type === 'redirect') {
      navigate(route.to, { replace: true });
      return;
    }
    // Only what the page whitelists stays in the address (a report filters its own parameters).
    // A report keeps its own search parameters (ReportRoute filters them by its request fields) but no hash.
    const here = window.location;
    const search = route.screen.kind === 'report' ? here.search : route.search;
    if (here.search !== search || here.hash !== route.hash) {
      window.history.replaceState(window.history.state, '', `${here.pathname}${search}${route.hash}`);
    }
    if (isRememberedScreen(route) && route.entry) rememberLastPage(route.entry.node.id);
  }, [route]);

  // The next screen's code before it is drawn: the loading line meanwhile is the router's own, not a Suspense
  // fallback that React would keep for at least 300 ms however soon the code came (chunks/lazyPage.ts).
  const screen = route?.type === 'screen'
    ? drawScreen(route.screen, { title, signedIn: menu.signedIn, guideHref: menu.index.byId.get(String(FIXED_PAGE.webServiceGuide))?.node.urlEn ?? undefined })
    : undefined;
  const code = usePageCode(screen?.page);

  if (!menu.ready) {
    if (menu.failed) return <ErrorNotice error={menu.failed} onRetry={menu.retry} />;
    return <Loading />;
  }
  if (!route || route.type === 'redirect' || !screen || !code) return <Loading />;
  const key = `${window.location.pathname}`;
  return (
    <ErrorBoundary resetKey={key} fallback={(error, reset) => <PageFailure error={error} onRetry={reset} />}>
      <Suspense fallback={<Loading />}>
        <PageRequestScope key={key}>
          {route.screen.kind !== 'report' && <DefaultPageMeta />}
          {screen.element}
        </PageRequestScope>
      </Suspense>
    </ErrorBoundary>
  );
}
