// The member's report defaults (/app-api/member/parameters): read once a visit, saved whole.
import { queryOptions } from '@tanstack/react-query';
import type { DatePreset } from '../../../../../schemas/report.schema';
import { bootCalls } from '../../../../engine/app-api/bootCalls';
import { apiFetch } from '../../../api/apiFetch';

export interface MemberParameters { region: string | null; dateRange: DatePreset | null }

export const MEMBER_PARAMETERS = bootCalls.memberParameters().path;
/** The first HTML carries the answer under this key (bootCalls.ts): a report page does not wait for it. */
export const MEMBER_PARAMETERS_KEY = bootCalls.memberParameters().key;

export function memberParametersQuery(enabled = true) {
  return queryOptions({
    queryKey: MEMBER_PARAMETERS_KEY,
    queryFn: ({ signal }) => apiFetch<MemberParameters>(MEMBER_PARAMETERS, { signal, background: true }),
    enabled,
    staleTime: Infinity,
  });
}

/** Sent with no error modal: the tab shows a refusal beside the field it names. */
export async function saveMemberParameters(parameters: MemberParameters): Promise<MemberParameters> {
  return apiFetch<MemberParameters>(MEMBER_PARAMETERS, { method: 'POST', body: parameters, suppressErrorModal: true });
}
