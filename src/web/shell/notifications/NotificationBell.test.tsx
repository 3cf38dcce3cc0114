// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { renderWithApp } from '../../testing/renderWithApp';
import { NotificationBell } from './NotificationBell';
import { notificationStore } from './notificationStore';
import { toPtfNotification } from './ptfNotification';
import { alertNotifications } from './alertNotifications';

function addThree() {
  notificationStore.add({ ...toPtfNotification('2025-03-09', Date.parse('2025-03-08T10:01:00Z'), '/a'), id: 'old-1' });
  notificationStore.add({ ...toPtfNotification('2025-03-10', Date.parse('2025-03-09T10:02:00Z'), '/b'), id: 'old-2' });
  notificationStore.add(toPtfNotification('2025-03-11', Date.parse('2025-03-10T10:03:00Z'), '/reports/dam-mcp'));
}

beforeEach(() => {
  localStorage.clear();
  changeLocale('en');
});
afterEach(() => cleanup());

describe('NotificationBell', () => {
  it("lists an alert rule's match with its rule, period and value in the reader's language", () => {
    const firing = { id: 3, ruleId: 1, ruleName: 'PTF above 3000', reportId: 'dam-mcp', periodStart: '2025-03-10', periodEnd: '2025-03-10', value: 3250.5, firedAt: '2025-03-10T14:05:00+03:00' };
    for (const n of alertNotifications([firing], null, Date.parse('2025-03-10T15:00:00+03:00'), () => '/reports/dam-mcp').notifications) notificationStore.add(n);
    renderWithApp(<NotificationBell />);
    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(screen.getByText('Your alert rule matched')).toBeTruthy();
    expect(screen.getByText('“PTF above 3000”: the value was 3,250.5 for 10.03.2025.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe('/reports/dam-mcp');
    act(() => changeLocale('tr'));
    expect(screen.getByText('“PTF above 3000”: 10.03.2025 için değer 3.250,5.')).toBeTruthy();
  });

  it('shows the unread count, lists the notifications with their Istanbul time and link, and marks them all read', () => {
    addThree();
    renderWithApp(<NotificationBell />);
    expect(screen.getByRole('img', { name: '3 unread notifications' })).toHaveProperty('textContent', '3');

    const bell = screen.getByRole('button', { name: /Notifications/ });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');

    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Day-ahead prices published');
    expect(items[0]!.textContent).toContain("Tomorrow's (11.03.2025) day-ahead prices (MCP) are published.");
    expect(within(items[0]!).getByText('13:03').getAttribute('datetime')).toBe('2025-03-10T10:03:00.000Z');
    expect(within(items[0]!).getByRole('link', { name: 'Open the MCP report' }).getAttribute('href')).toBe('/reports/dam-mcp');

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(screen.queryByRole('img', { name: /unread/ })).toBeNull();
    expect(notificationStore.list().every((n) => n.read)).toBe(true);
  });

  it('counts one, follows the store live, and marks a notification read when its link is followed', () => {
    renderWithApp(<NotificationBell />);
    expect(screen.queryByRole('img', { name: /unread/ })).toBeNull();
    act(() => notificationStore.add(toPtfNotification('2025-03-11', Date.parse('2025-03-10T10:03:00Z'), '/reports/dam-mcp')));
    expect(screen.getByRole('img', { name: '1 unread notification' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Open the MCP report' }));
    expect(notificationStore.get('ptf')?.read).toBe(true);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('says so when there are none, in Turkish too', () => {
    changeLocale('tr');
    renderWithApp(<NotificationBell />);
    fireEvent.click(screen.getByRole('button', { name: /Bildirimler/ }));
    expect(screen.getByText('Henüz bildirim yok.')).toBeTruthy();
  });

  it('closes on Escape (focus back on the bell) and on a click outside', () => {
    renderWithApp(<><NotificationBell /><p>outside</p></>);
    const bell = screen.getByRole('button', { name: /Notifications/ });
    fireEvent.click(bell);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);

    fireEvent.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
