import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { viewParamNames } from '../../engine/url/viewParamNames';
import { ApiError } from '../api/ApiError';
import { descriptorQuery } from '../api/appApi';
import { NotFoundPage } from '../pages/NotFoundPage';
import { navigate } from '../router/history';
import { useLocation } from '../router/useLocation';
import { ErrorNotice } from '../shell/ErrorNotice';
import { ReportPage } from './ReportPage';
import { ReportSkeleton } from './ReportSkeleton';

/** The report's own parameters (its request fields and the view's) stay in the address; anything else is dropped. */
function useWhitelistedSearch(descriptor: ReportDescriptor | undefined): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!descriptor || search === '') return;
    const allowed = new Set(viewParamNames(descriptor));
    const params = new URLSearchParams(search);
    const kept = new URLSearchParams([...params].filter(([key]) => allowed.has(key)));
    if (kept.toString() !== params.toString()) navigate(`${pathname}${kept.size ? `?${kept.toString()}` : ''}`, { replace: true, keepScroll: true });
  }, [descriptor, pathname, search]);
}

/** A report's menu page: loads the descriptor, then hands the page to the generic ReportPage. */
export function ReportRoute({ id }: { id: string }) {
  const { t } = useTranslation();
  const descriptor = useQuery(descriptorQuery(id));
  useWhitelistedSearch(descriptor.data);
  if (descriptor.isPending) return <ReportSkeleton chart />;
  if (descriptor.isError) {
    if (descriptor.error instanceof ApiError && descriptor.error.status === 404) return <NotFoundPage signedIn message={t('report.notFound')} />;
    return <ErrorNotice error={descriptor.error} onRetry={() => void descriptor.refetch()} />;
  }
  return <ReportPage descriptor={descriptor.data} />;
}
