import { describe, expect, it } from 'vitest';
import { isInPublicationWindow, nextDelay, planPublicationPoll } from './publicationPollPlan';

const at = (wall: string) => Date.parse(`2025-03-10T${wall}+03:00`);
const fresh = { notifiedDay: null, askedOnce: false };

describe('publication poll plan', () => {
  it('opens at 13:00:00 and closes at 13:30:00 Istanbul time', () => {
    expect(isInPublicationWindow(at('12:59:59'))).toBe(false);
    expect(isInPublicationWindow(at('13:00:00'))).toBe(true);
    expect(isInPublicationWindow(at('13:29:59'))).toBe(true);
    expect(isInPublicationWindow(at('13:30:00'))).toBe(false);
    // The same instant written in UTC: the window is Istanbul's.
    expect(isInPublicationWindow(Date.parse('2025-03-10T10:15:00Z'))).toBe(true);
  });

  it('inside the window asks every minute until notified, never looking past 13:30', () => {
    expect(planPublicationPoll(at('13:00:00'), fresh)).toEqual({
      inWindow: true, deliveryDay: '2025-03-11', ask: true, removeNotification: false, nextInMs: 60_000,
    });
    // Asked already this load: inside the window it asks again anyway.
    expect(planPublicationPoll(at('13:10:00'), { notifiedDay: null, askedOnce: true }).ask).toBe(true);
    expect(planPublicationPoll(at('13:29:59'), fresh).nextInMs).toBe(1000);
  });

  it('once notified for tomorrow, stops asking and waits for the window to close', () => {
    const step = planPublicationPoll(at('13:05:00'), { notifiedDay: '2025-03-11', askedOnce: true });
    expect(step.ask).toBe(false);
    expect(step.removeNotification).toBe(false);
    expect(step.nextInMs).toBe(25 * 60_000);
  });

  it('replaces a notification left from another day', () => {
    const step = planPublicationPoll(at('13:05:00'), { notifiedDay: '2025-03-10', askedOnce: false });
    expect(step).toMatchObject({ ask: true, removeNotification: true });
  });

  it('outside the window asks once per load, removes the notification and waits for the next 13:00', () => {
    expect(planPublicationPoll(at('12:59:59'), fresh)).toEqual({
      inWindow: false, deliveryDay: '2025-03-11', ask: true, removeNotification: false, nextInMs: 1000,
    });
    expect(planPublicationPoll(at('12:59:59'), { notifiedDay: null, askedOnce: true }).ask).toBe(false);
    const after = planPublicationPoll(at('13:30:00'), { notifiedDay: '2025-03-11', askedOnce: true });
    expect(after).toMatchObject({ inWindow: false, ask: false, removeNotification: true });
    expect(after.nextInMs).toBe(23.5 * 3_600_000);
  });

  it('delays: a minute in the window, to its end once notified, to 13:00 before it', () => {
    expect(nextDelay(at('13:00:00'), false)).toBe(60_000);
    expect(nextDelay(at('13:00:00'), true)).toBe(30 * 60_000);
    expect(nextDelay(at('08:00:00'), false)).toBe(5 * 3_600_000);
    expect(nextDelay(at('23:59:59'), false)).toBe(13 * 3_600_000 + 1000);
  });
});
