// For a report page: the address a signed-in member's defaults give it (memberDefaultsSearch.ts), or '' for a
// visitor, an administrator session and a member who set none. Read once a visit; a save in the Parameters tab
// updates it at once.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReportDescriptor } from '../../../../../schemas/report.schema';
import { userInfoQuery } from '../../session/sessionQueries';
import { memberDefaultsSearch } from './memberDefaultsSearch';
import { memberParametersQuery } from './memberParametersApi';

export function useMemberDefaultsSearch(descriptor: ReportDescriptor, now: Date): string {
  // Read from the cache the shell fills (useAppMenu): no call of its own.
  const user = useQuery({ ...userInfoQuery(), enabled: false });
  const member = !!user.data?.name && !user.data.adminSession;
  const parameters = useQuery(memberParametersQuery(member));
  return useMemo(() => (member && parameters.data ? memberDefaultsSearch(descriptor, parameters.data, now) : ''), [member, parameters.data, descriptor, now]);
}
