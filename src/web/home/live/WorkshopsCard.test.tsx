// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementJson } from '../../../engine/app-api/appApiTypes';
import { changeLocale } from '../../i18n/i18n';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { WorkshopsCard } from './WorkshopsCard';

const NOW = new Date('2024-08-20T11:30:00Z');

const workshop = (id: number, titleEn: string, startsAt: string, endsAt: string, extra: Partial<AnnouncementJson> = {}): AnnouncementJson => ({
  id, titleTr: `${titleEn} (tr)`, titleEn, bodyTr: 'Metin', bodyEn: 'Text', sticky: false, importance: 'normal', viewCount: 0,
  publishedAt: '2024-08-01T10:00:00+03:00', visibleUntil: null, updatedAt: '2024-08-01T10:00:00+03:00',
  kind: 'workshop', startsAt, endsAt, placeTr: 'EPİAŞ Genel Müdürlüğü, İstanbul', placeEn: 'EPİAŞ head office, Istanbul', online: false, registrationUrl: null, ...extra,
});

function serve(items: AnnouncementJson[]) {
  return mockFetch({ 'GET /app-api/announcements': { body: { items } } }).fetchMock;
}

beforeEach(() => changeLocale('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WorkshopsCard', () => {
  it('says no workshop is planned when none is announced, with the way to all announcements', async () => {
    const fetchMock = serve([]);
    renderWithApp(<WorkshopsCard now={NOW} />);
    expect(await screen.findByText('No workshop is planned at the moment. New ones will be listed here once they are announced.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/app-api/announcements?kind=workshop&upcoming=true');
    const card = screen.getByRole('region', { name: 'Upcoming transparency workshops' });
    expect(within(card).getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe('/announcements');
    expect(card.textContent).toContain('Istanbul time (UTC+3)');
  });

  it('lists the next workshops with day, hours in Istanbul time, place, online and registration link', async () => {
    serve([
      // Ended an hour before `now`: a list fetched earlier may still hold it; the card leaves it out.
      workshop(1, 'Already over', '2024-08-20T10:00:00+03:00', '2024-08-20T13:30:00+03:00'),
      workshop(2, 'Reading the balancing market', '2024-09-12T10:00:00+03:00', '2024-09-12T12:30:00+03:00', { registrationUrl: 'https://example.org/register' }),
      workshop(3, 'Open data for researchers', '2024-09-30T14:00:00+03:00', '2024-10-01T17:00:00+03:00', { placeTr: null, placeEn: null, online: true }),
    ]);
    renderWithApp(<WorkshopsCard now={NOW} />);
    const list = await screen.findByRole('list', { name: 'Upcoming workshops' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Reading the balancing market' }).getAttribute('href')).toBe('/announcements#announcement-2');
    expect(items[0]!.textContent).toContain('Thursday, 12 September 2024, 10:00–12:30');
    expect(items[0]!.textContent).toContain('EPİAŞ head office, Istanbul');
    const register = within(items[0]!).getByRole('link', { name: 'Register for Reading the balancing market (opens in a new tab)' });
    expect(register.getAttribute('href')).toBe('https://example.org/register');
    expect(register.getAttribute('rel')).toContain('noopener');
    expect(items[1]!.textContent).toContain('Monday, 30 September 2024 14:00 – Tuesday, 1 October 2024 17:00');
    expect(items[1]!.textContent).toContain('Online');
    expect(within(items[1]!).queryByRole('link', { name: /Register/ })).toBeNull();
    expect(screen.queryByText('Already over')).toBeNull();
  });

  it('speaks Turkish: the title, the day and place, the empty state', async () => {
    changeLocale('tr');
    serve([workshop(2, 'Reading the balancing market', '2024-09-12T10:00:00+03:00', '2024-09-12T12:30:00+03:00', { registrationUrl: 'https://example.org/kayit' })]);
    renderWithApp(<WorkshopsCard now={NOW} />);
    const card = await screen.findByRole('region', { name: 'Yaklaşan şeffaflık çalıştayları' });
    const item = await within(card).findByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Reading the balancing market (tr)' })).toBeTruthy();
    expect(item.textContent).toContain('12 Eylül 2024 Perşembe, 10:00–12:30');
    expect(item.textContent).toContain('EPİAŞ Genel Müdürlüğü, İstanbul');
    expect(within(item).getByRole('link', { name: 'Reading the balancing market (tr) çalıştayına kayıt ol (yeni sekmede açılır)' })).toBeTruthy();
    expect(card.textContent).toContain('İstanbul saati (UTC+3)');
    cleanup();
    serve([]);
    renderWithApp(<WorkshopsCard now={NOW} />);
    expect(await screen.findByText('Şu an planlanmış bir çalıştay yok. Yeni bir çalıştay duyurulduğunda burada yer alacak.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tüm duyurular' }).getAttribute('href')).toBe('/announcements');
  });
});
