import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dateInitQuery } from '../../shell/session/sessionQueries';
import { serverNow, toServerClock } from '../../shell/notifications/serverClock';

/**
 * One "now" per visit, on the server's clock when the shell has it (a visitor's clock may be wrong), so
 * presets, defaults and the publication notes agree with the data and do not drift while the page is open.
 */
export function useReportNow(): Date {
  const client = useQueryClient();
  const [now] = useState(() => {
    const state = client.getQueryState(dateInitQuery().queryKey);
    const serverTime = state?.data?.serverTime;
    const clock = serverTime ? toServerClock(serverTime, state.dataUpdatedAt) : null;
    return new Date(clock ? serverNow(clock) : Date.now());
  });
  return now;
}
