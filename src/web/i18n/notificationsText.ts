// The notification bell and the day-ahead publication notification.
import type { FeatureText } from './featureTexts';

export const notificationsText = {
  tr: {
    bell: 'Bildirimler',
    unread_one: '{{count}} okunmamış bildirim',
    unread_other: '{{count}} okunmamış bildirim',
    heading: 'Bildirimler',
    empty: 'Henüz bildirim yok.',
    markAllRead: 'Tümünü okundu işaretle',
    unreadMarker: 'Okunmadı',
    ptfTitle: 'Gün öncesi fiyatları yayımlandı',
    ptfMessage: 'Yarının ({{day}}) gün öncesi piyasa takas fiyatları (PTF) yayımlandı.',
    ptfLink: 'PTF raporunu aç',
    alertTitle: 'Uyarı kuralınız eşleşti',
    alertMessage: '“{{rule}}”: {{period}} için değer {{value}}.',
    alertLink: 'Raporu aç',
  },
  en: {
    bell: 'Notifications',
    unread_one: '{{count}} unread notification',
    unread_other: '{{count}} unread notifications',
    heading: 'Notifications',
    empty: 'No notifications yet.',
    markAllRead: 'Mark all as read',
    unreadMarker: 'Unread',
    ptfTitle: 'Day-ahead prices published',
    ptfMessage: 'Tomorrow\'s ({{day}}) day-ahead prices (MCP) are published.',
    ptfLink: 'Open the MCP report',
    alertTitle: 'Your alert rule matched',
    alertMessage: '“{{rule}}”: the value was {{value}} for {{period}}.',
    alertLink: 'Open the report',
  },
} satisfies FeatureText;
