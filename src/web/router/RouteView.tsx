// Path → lazily loaded page. Each page is its own chunk, so the first paint carries only the shell.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoute } from './matchRoute';
import { useLocation } from './useLocation';

const HomePage = lazy(() => import('../home/HomePage').then((m) => ({ default: m.HomePage })));
const ReportRoute = lazy(() => import('../report/ReportRoute').then((m) => ({ default: m.ReportRoute })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

export function RouteView() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  return (
    <Suspense fallback={<p className="status" role="status">{t('status.loading')}</p>}>
      {route.page === 'home' && <HomePage />}
      {route.page === 'report' && <ReportRoute key={route.id} id={route.id} />}
      {route.page === 'notFound' && <NotFoundPage />}
    </Suspense>
  );
}
