// What the shell watches for a signed-in member once the page itself is in (shell/idle/afterStart.ts): the
// publication stream (or its polling fallback) and the firings of the member's alert rules, both reaching the bell.
// A chunk of its own, fetched after the first paint: none of it is part of the first screen.
import { AlertNotifier } from './AlertNotifier';
import { PublicationNotifier } from './PublicationNotifier';
import type { ServerClock } from './serverClock';

interface Props {
  /** The day-ahead report's address, once the menu and the server's dates are known (no publication watch before). */
  publicationHref: string | undefined;
  serverClock: ServerClock | null;
}

export function MemberWatchers({ publicationHref, serverClock }: Props) {
  return (
    <>
      {publicationHref && <PublicationNotifier serverClock={serverClock} reportHref={publicationHref} />}
      <AlertNotifier />
    </>
  );
}
