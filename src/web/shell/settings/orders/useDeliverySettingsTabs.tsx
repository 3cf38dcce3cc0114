// The settings dialog's "Orders" (scheduled exports) and "Matchings" (alert rules) tabs, for signed-in members
// only (none for visitors and administrator sessions). Each panel is its own lazy chunk.
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { lazyPage } from '../../../router/chunks/lazyPage';
import { userInfoQuery } from '../../session/sessionQueries';
import type { TabDefinition } from '../SettingsTabs';

export type DeliverySettingsTab = 'orders' | 'matchings';

const OrdersTab = lazyPage(() => import('./OrdersTab').then((m) => m.OrdersTab));
const MatchingsTab = lazyPage(() => import('../matchings/MatchingsTab').then((m) => m.MatchingsTab));

export function useDeliverySettingsTabs(): TabDefinition<DeliverySettingsTab>[] {
  const { t } = useTranslation();
  const user = useQuery(userInfoQuery());
  if (!user.data?.name || user.data.adminSession) return [];
  const loading = <p className="status" role="status">{t('status.loading')}</p>;
  return [
    { key: 'orders', label: t('deliveries.ordersTab'), panel: <Suspense fallback={loading}><OrdersTab /></Suspense> },
    { key: 'matchings', label: t('deliveries.matchingsTab'), panel: <Suspense fallback={loading}><MatchingsTab /></Suspense> },
  ];
}
