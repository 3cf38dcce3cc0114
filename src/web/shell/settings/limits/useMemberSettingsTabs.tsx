// The settings dialog's tabs for signed-in members only: "Parameters" (report defaults) and "Limits"
// (web-service limits and demands). Each panel is its own lazy chunk, loaded when the tab is first shown.
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { lazyPage } from '../../../router/chunks/lazyPage';
import { userInfoQuery } from '../../session/sessionQueries';
import type { TabDefinition } from '../SettingsTabs';

export type MemberSettingsTab = 'parameters' | 'limits';

const ParametersTab = lazyPage(() => import('../parameters/ParametersTab').then((m) => m.ParametersTab));
const LimitsTab = lazyPage(() => import('./LimitsTab').then((m) => m.LimitsTab));

export function useMemberSettingsTabs(): TabDefinition<MemberSettingsTab>[] {
  const { t } = useTranslation();
  // Read from the cache the shell fills (useAppMenu): no call of its own.
  const user = useQuery({ ...userInfoQuery(), enabled: false });
  if (!user.data?.name || user.data.adminSession) return [];
  const loading = <p className="status" role="status">{t('status.loading')}</p>;
  return [
    { key: 'parameters', label: t('serviceLimits.parameters.tab'), panel: <Suspense fallback={loading}><ParametersTab /></Suspense> },
    { key: 'limits', label: t('serviceLimits.member.tab'), panel: <Suspense fallback={loading}><LimitsTab /></Suspense> },
  ];
}
