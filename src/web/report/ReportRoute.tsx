import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { descriptorQuery } from '../api/appApi';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorNotice } from '../shell/ErrorNotice';
import { ReportPage } from './ReportPage';

/** `/reports/:id`: loads the descriptor, then hands the page to the generic ReportPage. */
export function ReportRoute({ id }: { id: string }) {
  const { t } = useTranslation();
  const descriptor = useQuery(descriptorQuery(id));
  if (descriptor.isPending) return <p className="status" role="status">{t('status.loading')}</p>;
  if (descriptor.isError) {
    if (descriptor.error instanceof ApiError && descriptor.error.status === 404) return <NotFoundPage message={t('report.notFound')} />;
    return <ErrorNotice error={descriptor.error} onRetry={() => void descriptor.refetch()} />;
  }
  return <ReportPage descriptor={descriptor.data} />;
}
