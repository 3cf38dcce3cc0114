// A dashboard a member shared as a link (/dashboard/shared/<token>): anyone opens it, nobody changes it. Its
// panels load data like any page does, so a visitor without data access sees the layout and a sign-in note.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { ApiError } from '../api/ApiError';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PageHeader } from '../shell/PageHeader';
import { DashboardBoard } from './DashboardBoard';
import { loadSharedDashboard } from './dashboardStorage';
import { DashboardBundleButton } from '../pageBundle/DashboardBundleButton';
import '../styles/dashboard.css';

export function SharedDashboardPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const shared = useQuery({ queryKey: ['dashboard', 'shared', token], queryFn: ({ signal }) => loadSharedDashboard(token, signal), retry: false });
  const missing = (shared.isError && shared.error instanceof ApiError && shared.error.status === 404) || (shared.isSuccess && shared.data === null);
  return (
    <div className="dashboard-page">
      <PageHeader title={t('dashboard.sharedTitle')} lead={t('dashboard.sharedLead')} />
      {shared.isPending && <p className="status" role="status">{t('dashboard.loading')}</p>}
      {missing && <p className="notice">{t('dashboard.sharedMissing')}</p>}
      {shared.isError && !missing && <ErrorNotice error={shared.error} onRetry={() => void shared.refetch()} />}
      {shared.data && <div className="dashboard-toolbar"><div className="dashboard-tool dashboard-tool-end"><DashboardBundleButton root={shared.data.root} /></div></div>}
      {shared.data && <DashboardBoard root={shared.data.root} editing={false} single={false} />}
    </div>
  );
}
