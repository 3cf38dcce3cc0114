// How often one administrator may send a test mail (section 9015): a few in a sliding window, so the action can
// check the transport but not be used to flood an address. Kept per process (a test mail is no security limit).
export const TEST_MAILS_PER_WINDOW = 3;
export const TEST_MAIL_WINDOW_MINUTES = 10;

export interface TestMailLimiter {
  /** 0 when this account may send one now (and it is counted); else the ms to wait. */
  take(accountId: number, now: number): number;
}

export function createTestMailLimiter(perWindow = TEST_MAILS_PER_WINDOW, windowMs = TEST_MAIL_WINDOW_MINUTES * 60_000): TestMailLimiter {
  const sent = new Map<number, number[]>();
  return {
    take(accountId, now) {
      const recent = (sent.get(accountId) ?? []).filter((at) => at > now - windowMs);
      if (recent.length >= perWindow) {
        sent.set(accountId, recent);
        return recent[0]! + windowMs - now;
      }
      recent.push(now);
      sent.set(accountId, recent);
      return 0;
    },
  };
}
