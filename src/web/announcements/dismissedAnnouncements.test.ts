// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Announcement } from './announcementsQuery';
import { dismiss, isDismissed, nextSticky } from './dismissedAnnouncements';

const announcement = (id: number, sticky: boolean, updatedAt = '2026-11-20T10:00:00+03:00'): Announcement => ({
  id, sticky, updatedAt, titleTr: 't', titleEn: 't', bodyTr: 'b', bodyEn: 'b', importance: 'normal', viewCount: 0, publishedAt: updatedAt, visibleUntil: null,
  kind: 'notice', startsAt: null, endsAt: null, placeTr: null, placeEn: null, online: null, registrationUrl: null,
});

describe('sticky announcements', () => {
  beforeEach(() => localStorage.clear());

  it('opens the newest sticky one not yet closed, then the next', () => {
    const list = [announcement(3, false), announcement(2, true), announcement(1, true)];
    expect(nextSticky(list)?.id).toBe(2);
    dismiss(list[1]!);
    expect(nextSticky(list)?.id).toBe(1);
    dismiss(list[2]!);
    expect(nextSticky(list)).toBeUndefined();
  });

  it('opens an announcement again once an administrator changes it', () => {
    dismiss(announcement(5, true));
    expect(isDismissed(announcement(5, true))).toBe(true);
    expect(isDismissed(announcement(5, true, '2026-11-21T09:00:00+03:00'))).toBe(false);
  });

  it('keeps the newest 50 and survives unreadable storage', () => {
    for (let id = 1; id <= 60; id++) dismiss(announcement(id, true));
    expect(isDismissed(announcement(60, true))).toBe(true);
    expect(isDismissed(announcement(10, true))).toBe(false);
    localStorage.setItem('seffaflik.dismissedAnnouncements', '{not json');
    expect(nextSticky([announcement(7, true)])?.id).toBe(7);
  });
});
