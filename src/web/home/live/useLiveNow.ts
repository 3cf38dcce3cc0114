// "Now" for the live summary, on the server's clock when the shell has it (a visitor's clock may be wrong), moving
// with the refresh so "today" turns over at Istanbul midnight while the page stays open.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverNow, toServerClock } from '../../shell/notifications/serverClock';
import { dateInitQuery } from '../../shell/session/sessionQueries';
import { LIVE_REFRESH_MS } from './dashboardQuery';

export function useLiveNow(): Date {
  const init = useQuery(dateInitQuery());
  // The browser's clock, read once and then at every refresh.
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setBrowserNow(Date.now()), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const serverTime = init.data?.serverTime;
  const clock = serverTime ? toServerClock(serverTime, init.dataUpdatedAt) : null;
  return new Date(clock ? serverNow(clock, browserNow) : browserNow);
}
